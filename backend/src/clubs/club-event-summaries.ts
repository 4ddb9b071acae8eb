import type { EventSummaries } from '../platform/audit/event-summaries';
import type { ClubState } from './club.decider';
import type { ClubEvent } from './club.events';

/**
 * One sentence per club event. `before`, the club as it was, is known when a club's own stream is folded;
 * in a member's or an admin's history the event stands alone and the sentence uses what it carries.
 */
export function summarizeClubEvent(event: ClubEvent, before?: ClubState): string {
  switch (event.type) {
    case 'ClubCreated':
      return `Club '${event.data.clubName}' created with ${event.data.maxFreeSignups} free seats`;
    case 'ClubUpdated':
      return `Club '${event.data.clubName ?? before?.clubName ?? event.data.clubCode}' updated`;
    case 'ClubDeleted':
      return `Club '${before?.clubName || event.data.clubCode}' deleted`;
    case 'ClubSignupRecorded':
      return before
        ? `A member signed up through the club link (seat ${before.currentSignups + 1} of ${before.maxFreeSignups})`
        : `Took a free Pro seat of club '${event.data.clubCode}'`;
    default: {
      const _never: never = event;
      return 'Unknown club event';
    }
  }
}

export const clubEventSummaries: EventSummaries<ClubEvent> = {
  ClubCreated: (event) => summarizeClubEvent(event),
  ClubUpdated: (event) => summarizeClubEvent(event),
  ClubDeleted: (event) => summarizeClubEvent(event),
  ClubSignupRecorded: (event) => summarizeClubEvent(event),
};
