import type { UsersListRow } from '@outreach/backend/users/queries/users-list.row';
import type { KeyedTable, TimestampsAsText } from '../runner/keyed-table';
import { AUTOPILOT_TASK_EVENT_TYPES } from '@outreach/backend/autopilot/autopilot-task.events';
import { SUBSCRIPTION_EVENT_TYPES } from '@outreach/backend/billing/subscription.events';
import { CLUB_EVENT_TYPES } from '@outreach/backend/clubs/club.events';
import { COMPANY_SEARCH_EVENT_TYPES } from '@outreach/backend/company-search/company-search.events';
import { CONTACT_SEARCH_EVENT_TYPES } from '@outreach/backend/contact-search/contact-search.events';
import { CONTACT_EVENT_TYPES } from '@outreach/backend/contacts/contact.events';
import { DRAFT_EVENT_TYPES } from '@outreach/backend/drafts/draft.events';
import { SAVED_JOB_EVENT_TYPES } from '@outreach/backend/job-search/saved-job.events';
import { CONVERSATION_EVENT_TYPES } from '@outreach/backend/messaging/conversation.events';
import { SEND_QUOTA_EVENT_TYPES } from '@outreach/backend/messaging/send-quota.events';
import { ONBOARDING_EVENT_TYPES } from '@outreach/backend/onboarding/onboarding.events';
import { SETTINGS_EVENT_TYPES } from '@outreach/backend/settings/settings.events';
import { TRACKING_EVENT_TYPES } from '@outreach/backend/tracking/tracking.events';
import { USER_EVENT_TYPES } from '@outreach/backend/users/user.events';
import { projectorTestbed } from '../runner/testing/projector-testbed';
import { usersListProjector, usersListTable } from './users-list.projector';

jest.setTimeout(30_000);

const withSearchText: KeyedTable<TimestampsAsText<UsersListRow>> = {
  ...usersListTable,
  columns: { ...usersListTable.columns, search_text: 'text' },
};
const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  usersListProjector,
  withSearchText,
  { category: 'user', key: 'userId', year: 2026, schemaVersion: 2 },
);

const registered = (userId: string, extra: Record<string, unknown> = {}, recordedAt?: string) =>
  recorded(
    'UserRegistered',
    {
      userId,
      email: `${userId}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      provider: 'google',
      signup: { flow: 'signup', plan: 'Free', cycle: null },
      utm: {},
      ...extra,
    },
    recordedAt,
  );
const signedIn = (userId: string, recordedAt?: string) =>
  recorded('UserSignedIn', { userId, provider: 'outlook' }, recordedAt);
const signedOut = (userId: string) => recorded('UserSignedOut', { userId });
const active = (userId: string, recordedAt?: string) =>
  recorded('UserActivityRecorded', { userId, day: (recordedAt ?? '2026-01-01').slice(0, 10) }, recordedAt);
const granted = (userId: string, clubCode = 'chess') =>
  recorded('ClubSponsorshipGranted', { userId, clubCode, clubName: `Club ${clubCode}`, plan: 'Pro' });
const refused = (userId: string, clubCode = 'chess') =>
  recorded('ClubSponsorshipRefused', { userId, clubCode, clubName: `Club ${clubCode}`, reason: 'full' });

describe('users list projector', () => {
  it('lists a registered user with no plan yet, their campaign source and when they signed up', async () => {
    const schema = await freshSchema();
    const event = registered('u1', {
      email: 'Ada@Example.com',
      utm: { source: 'chess-club', medium: 'email', campaign: 'fall', term: 'jobs' },
    });
    const { keys } = await apply(schema, [event]);

    expect(keys).toEqual(['u1']);
    expect(await rows(schema)).toEqual([
      {
        user_id: 'u1',
        email: 'Ada@Example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        role_name: null,
        club_code: null,
        club_name: null,
        utm_source: 'chess-club',
        utm_medium: 'email',
        utm_campaign: 'fall',
        provider: 'google',
        created_at: event.metadata.recordedAt,
        last_active: event.metadata.recordedAt,
        position: event.position,
        search_text: 'ada@example.com ada lovelace   chess-club',
      },
    ]);
  });

  it('moves last_active to the newest sign-in, sign-out or activity and never back', async () => {
    const schema = await freshSchema();
    await apply(schema, [registered('u2', {}, '2026-02-01T09:00:00.000Z')]);
    await apply(schema, [
      signedIn('u2', '2026-02-03T10:00:00.000Z'),
      active('u2', '2026-02-03T10:00:01.000Z'),
    ]);
    expect((await rows(schema))[0]).toMatchObject({
      created_at: '2026-02-01T09:00:00.000Z',
      last_active: '2026-02-03T10:00:01.000Z',
    });

    // A late-recorded marker (its clock behind the sign-in's) must not make the user look less recent.
    await apply(schema, [active('u2', '2026-02-02T00:00:00.000Z')]);
    expect((await rows(schema))[0]).toMatchObject({ last_active: '2026-02-03T10:00:01.000Z' });

    const out = signedOut('u2');
    await apply(schema, [out]);
    expect((await rows(schema))[0]).toMatchObject({ position: out.position });
  });

  it('gives a club-sponsored user Pro and the club, and leaves a refused one without either', async () => {
    const schema = await freshSchema();
    await apply(schema, [registered('sponsored'), granted('sponsored', 'mit-ai'), registered('turned-away')]);
    const { keys } = await apply(schema, [refused('turned-away', 'mit-ai')]);

    expect(keys).toEqual(['turned-away']);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({
        user_id: 'sponsored',
        role_name: 'Pro',
        club_code: 'mit-ai',
        club_name: 'Club mit-ai',
        search_text: 'sponsored@example.com ada lovelace club mit-ai mit-ai ',
      }),
      expect.objectContaining({ user_id: 'turned-away', role_name: null, club_code: null, club_name: null }),
    ]);
  });

  it('ignores events of a user it has not seen register', async () => {
    const schema = await freshSchema();
    const { keys } = await apply(schema, [signedIn('ghost'), granted('ghost')]);
    expect(keys).toEqual([]);
    expect(await rows(schema)).toEqual([]);
  });

  it('ignores events it has already applied, so re-applying a batch changes nothing', async () => {
    const history = [
      registered('a'),
      registered('b'),
      signedIn('a'),
      granted('b'),
      active('a', '2026-03-01T00:00:00.000Z'),
      signedOut('b'),
    ];
    const { once, again, after } = await reapplied(history, history.slice(0, 3));
    expect(again.keys).toEqual([]);
    expect(after).toEqual(once);
    expect(once).toEqual([
      expect.objectContaining({ user_id: 'a', last_active: '2026-03-01T00:00:00.000Z' }),
      expect.objectContaining({ user_id: 'b', role_name: 'Pro' }),
    ]);
  });

  it('skips an older event that arrives after a newer one was applied', async () => {
    const schema = await freshSchema();
    const register = registered('late');
    const grant = granted('late', 'debate');
    const signIn = signedIn('late', '2026-05-01T00:00:00.000Z');
    await apply(schema, [register, grant, signIn]);

    await apply(schema, [{ ...grant, data: { ...(grant.data as object), clubCode: 'other' } }]);
    expect((await rows(schema))[0]).toMatchObject({ club_code: 'debate', position: signIn.position });
  });

  it('leaves the same rows whether events arrive in one batch or one at a time', async () => {
    const history = [
      registered('x', { utm: { source: 'robotics' } }),
      registered('y'),
      signedIn('x'),
      granted('y', 'robotics'),
      refused('x', 'robotics'),
      active('y', '2026-04-01T00:00:00.000Z'),
      signedOut('x'),
      signedIn('y', '2026-04-02T00:00:00.000Z'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
  });

  it("handles the user events, the plan changes, and every event a user causes but the recipients' tracking", async () => {
    const schema = await freshSchema();
    const everyType = [
      ...USER_EVENT_TYPES,
      ...SUBSCRIPTION_EVENT_TYPES,
      ...CLUB_EVENT_TYPES,
      ...COMPANY_SEARCH_EVENT_TYPES,
      ...CONTACT_SEARCH_EVENT_TYPES,
      ...CONTACT_EVENT_TYPES,
      ...DRAFT_EVENT_TYPES,
      ...SAVED_JOB_EVENT_TYPES,
      ...CONVERSATION_EVENT_TYPES,
      ...SEND_QUOTA_EVENT_TYPES,
      ...ONBOARDING_EVENT_TYPES,
      ...SETTINGS_EVENT_TYPES,
      ...AUTOPILOT_TASK_EVENT_TYPES,
    ];
    expect([...usersListProjector.handles].sort()).toEqual([...new Set(everyType)].sort());
    for (const type of TRACKING_EVENT_TYPES) expect(usersListProjector.handles).not.toContain(type);
    const result = await apply(schema, [recorded('MessageOpened', { userId: 'nope', messageId: 'm' })]);
    expect(result).toEqual({ handled: 0, keys: [] });
    expect(await rows(schema)).toEqual([]);
  });
});

describe('users list projector: last active is the latest event the user caused', () => {
  const caused = (type: string, actorUserId: string | null, recordedAt: string, data = {}) => {
    const event = recorded(type, { userId: actorUserId ?? 'someone', ...data }, recordedAt);
    return { ...event, metadata: { ...event.metadata, actorUserId } };
  };

  it("moves last_active to the user's latest search, save, draft or send, long after signing up", async () => {
    const schema = await freshSchema();
    await apply(schema, [registered('worker', {}, '2026-06-01T09:00:00.000Z')]);
    const { keys } = await apply(schema, [
      caused('ContactSearchPerformed', 'worker', '2026-06-01T11:00:00.000Z'),
      caused('ContactSaved', 'worker', '2026-06-01T11:05:00.000Z'),
      caused('DraftSaved', 'worker', '2026-06-01T11:30:00.000Z'),
    ]);

    expect(keys).toEqual(['worker']);
    expect((await rows(schema))[0]).toMatchObject({
      created_at: '2026-06-01T09:00:00.000Z',
      last_active: '2026-06-01T11:30:00.000Z',
    });
  });

  it('counts what the user did, not what others or the system did about them', async () => {
    const schema = await freshSchema();
    await apply(schema, [
      registered('quiet', {}, '2026-06-02T09:00:00.000Z'),
      registered('admin', {}, '2026-06-02T09:00:00.000Z'),
    ]);
    const { keys } = await apply(schema, [
      // A reply fetched by the poller and a renewal charged by the gateway have no actor.
      caused('ReplyReceived', null, '2026-06-02T12:00:00.000Z', { userId: 'quiet' }),
      caused('SubscriptionRenewed', null, '2026-06-02T12:00:00.000Z', { userId: 'quiet' }),
      // A club an admin created is the admin's activity.
      caused('ClubCreated', 'admin', '2026-06-02T13:00:00.000Z', { clubCode: 'chess' }),
    ]);

    expect(keys).toEqual(['admin']);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({ user_id: 'admin', last_active: '2026-06-02T13:00:00.000Z' }),
      expect.objectContaining({ user_id: 'quiet', last_active: '2026-06-02T09:00:00.000Z' }),
    ]);
  });

  it('leaves the row alone, and tells no admin, for activity within a minute of the last', async () => {
    const schema = await freshSchema();
    await apply(schema, [
      registered('busy', {}, '2026-06-03T09:00:00.000Z'),
      caused('ContactSaved', 'busy', '2026-06-03T10:00:00.000Z'),
    ]);
    const before = await rows(schema);
    const { keys } = await apply(schema, [caused('ContactSaved', 'busy', '2026-06-03T10:00:59.000Z')]);

    expect(keys).toEqual([]);
    expect(await rows(schema)).toEqual(before);
    await apply(schema, [caused('ContactSaved', 'busy', '2026-06-03T10:01:00.000Z')]);
    expect((await rows(schema))[0]).toMatchObject({ last_active: '2026-06-03T10:01:00.000Z' });
  });

  it('takes a plan bought by the user as activity, and gives the same rows batched or one by one', async () => {
    const history = [
      registered('buyer', {}, '2026-06-04T09:00:00.000Z'),
      caused('JobSaved', 'buyer', '2026-06-04T09:00:30.000Z'),
      recorded(
        'SubscriptionStarted',
        {
          userId: 'buyer',
          idempotencyKey: null,
          gatewaySubscriptionId: 'sub-buyer',
          plan: 'Pro',
          cycle: 'monthly',
          priceCents: 1500,
          billingPeriodStart: '2026-06-04',
          nextBillingDate: '2026-07-04',
          paymentMethod: null,
        },
        '2026-06-04T10:00:00.000Z',
      ),
      caused('TourSkipped', 'buyer', '2026-06-04T10:00:10.000Z'),
      caused('SearchSaved', 'buyer', '2026-06-04T12:00:00.000Z'),
    ];
    const { batched, single } = await batchedAndSingly(history);

    expect(batched).toEqual(single);
    expect(batched[0]).toMatchObject({ role_name: 'Pro', last_active: '2026-06-04T12:00:00.000Z' });
  });
});

describe('users list projector: the plan follows the subscription', () => {
  const subscription = (type: string, userId: string, data: Record<string, unknown>) =>
    recorded(type, { userId, idempotencyKey: null, gatewaySubscriptionId: `sub-${userId}`, ...data });
  const started = (userId: string, plan = 'Basic') =>
    subscription('SubscriptionStarted', userId, {
      plan,
      cycle: 'monthly',
      priceCents: plan === 'Pro' ? 1500 : 500,
      billingPeriodStart: '2026-03-01',
      nextBillingDate: '2026-04-01',
      paymentMethod: null,
    });
  const upgraded = (userId: string) =>
    subscription('PlanUpgraded', userId, {
      fromPlan: 'Basic',
      fromCycle: 'monthly',
      plan: 'Pro',
      cycle: 'monthly',
      priceCents: 1500,
      prorationCents: 0,
      billingPeriodStart: '2026-03-01',
      nextBillingDate: '2026-04-01',
      canceledDowngrade: null,
    });
  const downgraded = (userId: string, plan: 'Free' | 'Basic') =>
    subscription('PlanDowngraded', userId, {
      fromPlan: 'Pro',
      fromCycle: 'monthly',
      plan,
      cycle: plan === 'Free' ? null : 'monthly',
      priceCents: plan === 'Free' ? 0 : 500,
      gatewaySubscriptionId: plan === 'Free' ? null : `sub-${userId}`,
      billingPeriodStart: plan === 'Free' ? null : '2026-04-01',
      nextBillingDate: plan === 'Free' ? null : '2026-05-01',
      downgradedAt: '2026-04-01T00:00:00Z',
    });
  const canceled = (userId: string) =>
    subscription('SubscriptionCanceled', userId, {
      plan: 'Pro',
      reason: null,
      canceledAt: '2026-04-11T00:00:00Z',
    });
  const planOf = async (schema: string) => (await rows(schema)).map((row) => row.role_name);

  it('sets the bought plan, follows upgrades and downgrades, and ends on Free', async () => {
    const schema = await freshSchema();
    await apply(schema, [registered('p1'), started('p1')]);
    expect(await planOf(schema)).toEqual(['Basic']);
    await apply(schema, [upgraded('p1')]);
    expect(await planOf(schema)).toEqual(['Pro']);
    await apply(schema, [downgraded('p1', 'Basic')]);
    expect(await planOf(schema)).toEqual(['Basic']);
    await apply(schema, [downgraded('p1', 'Free')]);
    expect(await planOf(schema)).toEqual([null]);
    await apply(schema, [started('p1', 'Pro'), canceled('p1')]);
    expect(await planOf(schema)).toEqual([null]);
  });

  it('keeps a club-sponsored member on Pro whatever their own subscription does', async () => {
    const schema = await freshSchema();
    await apply(schema, [registered('p2'), granted('p2'), started('p2', 'Basic')]);
    expect(await planOf(schema)).toEqual(['Pro']);
    await apply(schema, [canceled('p2')]);
    expect(await planOf(schema)).toEqual(['Pro']);
  });

  it('ignores subscription events of a user who never registered', async () => {
    const schema = await freshSchema();
    await apply(schema, [started('ghost')]);
    expect(await rows(schema)).toEqual([]);
  });
});
