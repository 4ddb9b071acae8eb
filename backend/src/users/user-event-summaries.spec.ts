import { recordedEvent } from '../platform/testing/recorded-event.factory';
import { userEventSummaries } from './user-event-summaries';
import type { UserEvent } from './user.events';

const recorded = <Event extends UserEvent>(event: Event) =>
  recordedEvent(event, { streamId: 'user-1', metadata: { actorUserId: '1', schemaVersion: 2 } });

const registered = (data: Partial<Extract<UserEvent, { type: 'UserRegistered' }>['data']>) =>
  userEventSummaries.UserRegistered(
    recorded({
      type: 'UserRegistered',
      data: {
        userId: '1',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        provider: 'google',
        signup: { flow: 'signup', plan: null, cycle: null },
        utm: {},
        ...data,
      },
    }),
  );

describe('user event summaries', () => {
  it('says how someone signed up, with the plan by its display name and the campaign they came from', () => {
    expect(
      registered({
        signup: { flow: 'signup', plan: 'Basic', cycle: 'monthly' },
        utm: { source: 'chess-club', campaign: 'fall' },
      }),
    ).toBe('Signed up with Google choosing Growth (monthly) from utm_source chess-club, utm_campaign fall');
    expect(registered({ provider: 'outlook', signup: { flow: 'signup', plan: 'Free', cycle: null } })).toBe(
      'Signed up with Outlook choosing Starter',
    );
    expect(registered({ signup: { flow: 'login', plan: null, cycle: null } })).toBe(
      'Registered on a first sign-in with Google',
    );
  });

  it('describes sign-ins, sponsorship and activity', () => {
    expect(
      userEventSummaries.UserSignedIn(
        recorded({ type: 'UserSignedIn', data: { userId: '1', provider: 'outlook' } }),
      ),
    ).toBe('Signed in with Outlook');
    expect(userEventSummaries.UserSignedOut(recorded({ type: 'UserSignedOut', data: { userId: '1' } }))).toBe(
      'Signed out',
    );
    const club = { userId: '1', clubCode: 'chess', clubName: 'Chess Club' };
    expect(
      userEventSummaries.ClubSponsorshipGranted(
        recorded({ type: 'ClubSponsorshipGranted', data: { ...club, plan: 'Pro' } }),
      ),
    ).toBe("Received free Pro from club 'Chess Club'");
    expect(
      userEventSummaries.ClubSponsorshipRefused(
        recorded({ type: 'ClubSponsorshipRefused', data: { ...club, reason: 'full' } }),
      ),
    ).toBe("Signed up through club 'Chess Club' but its free seats were full: Free plan");
    expect(
      userEventSummaries.ClubSponsorshipRefused(
        recorded({ type: 'ClubSponsorshipRefused', data: { ...club, reason: 'inactive' } }),
      ),
    ).toBe("Signed up through club 'Chess Club' but the club is inactive: Free plan");
    expect(
      userEventSummaries.UserActivityRecorded(
        recorded({ type: 'UserActivityRecorded', data: { userId: '1', day: '2026-11-22' } }),
      ),
    ).toBe('Active on 2026-11-22');
  });
});
