import type { EventSummaries } from '../platform/audit/event-summaries';
import { PLAN_DISPLAY_NAMES } from '../platform/plans/plans.contract';
import type { IdentityProviderName, UserEvent, UtmParameters } from './user.events';

const PROVIDER_NAMES: Record<IdentityProviderName, string> = {
  google: 'Google',
  outlook: 'Outlook',
  local: 'the development sign-in',
};

const REFUSAL_REASONS = { full: 'its free seats were full', inactive: 'the club is inactive' } as const;

function campaign(utm: UtmParameters): string {
  const parts = (['source', 'medium', 'campaign', 'term', 'content'] as const)
    .filter((key) => utm[key])
    .map((key) => `utm_${key} ${utm[key]}`);
  return parts.length > 0 ? ` from ${parts.join(', ')}` : '';
}

/** Audit sentences for the user-<id> stream, as an admin reads them in a user's history. */
export const userEventSummaries: EventSummaries<UserEvent> = {
  UserRegistered: ({ data }) => {
    const how =
      data.signup.flow === 'signup'
        ? `Signed up with ${PROVIDER_NAMES[data.provider]}`
        : `Registered on a first sign-in with ${PROVIDER_NAMES[data.provider]}`;
    const plan = data.signup.plan
      ? ` choosing ${PLAN_DISPLAY_NAMES[data.signup.plan]}${data.signup.cycle ? ` (${data.signup.cycle})` : ''}`
      : '';
    return `${how}${plan}${campaign(data.utm)}`;
  },
  UserSignedIn: ({ data }) => `Signed in with ${PROVIDER_NAMES[data.provider]}`,
  UserSignedOut: () => 'Signed out',
  ClubSponsorshipGranted: ({ data }) => `Received free ${data.plan} from club '${data.clubName}'`,
  ClubSponsorshipRefused: ({ data }) =>
    `Signed up through club '${data.clubName}' but ${REFUSAL_REASONS[data.reason]}: Free plan`,
  UserActivityRecorded: ({ data }) => `Active on ${data.day}`,
};
