import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { testModeNonce } from '@outreach/backend/platform/payments/test-mode-cards.contract';
import type { NewEvent, Position } from '@outreach/backend/platform/event-store/event-store.port';
import { userIdForEmail } from '@outreach/backend/users/user-id';
import type { UserRegistered } from '@outreach/backend/users/user.events';
import type {
  AdminUsersResponse,
  UserHistoryItem,
  UserHistoryResponse,
} from '@outreach/backend/users/users.contract';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** The admin users slice in one process: events in the log → users-list projector → HTTP and socket pushes. */
describe('admin users', () => {
  let t: InProcessApp;
  let admin: string;
  let member: string;
  const adminId = userIdForEmail('admin@example.com');
  const memberId = userIdForEmail('member@example.com');

  /** Appends as the sign-up flow would, with the user as actor (tests go around sign-in on purpose). */
  async function append(
    streamId: string,
    events: NewEvent[],
    actorUserId: string | null,
    recordedAt?: string,
  ) {
    const result = await t.store.append(
      streamId,
      events.map((event) => ({ ...event, metadata: { actorUserId, ...(recordedAt ? { recordedAt } : {}) } })),
      { expected: 'any' },
    );
    return result.lastPosition;
  }

  async function register(
    email: string,
    options: { firstName?: string; at?: string; utm?: UserRegistered['data']['utm'] } = {},
  ): Promise<{ userId: string; position: Position }> {
    const userId = userIdForEmail(email);
    const data: UserRegistered['data'] = {
      userId,
      email,
      firstName: options.firstName ?? email.split('@')[0],
      lastName: 'Tester',
      provider: 'google',
      signup: { flow: 'signup', plan: 'Free', cycle: null },
      utm: options.utm ?? {},
    };
    const position = await append(`user-${userId}`, [{ type: 'UserRegistered', data }], userId, options.at);
    return { userId, position };
  }

  const listed = (position: Position) => t.projected('users-list', position);

  beforeAll(async () => {
    t = await startInProcessApp();
    await register('admin@example.com', { firstName: 'Ada' });
    await listed((await register('member@example.com', { firstName: 'Max' })).position);
    admin = t.tokenFor('admin@example.com');
    member = t.tokenFor('member@example.com');
  });

  afterAll(async () => {
    await t?.close();
  });

  const api = () => t.api();
  const asAdmin = <T extends Test>(test: T) => test.set('Authorization', `Bearer ${admin}`);
  const users = async (query = '') => {
    const response = await asAdmin(api().get(`/api/admin/users${query}`));
    expect(response.status).toBe(200);
    return response.body as AdminUsersResponse;
  };
  const history = async (userId: string, query = '') => {
    const response = await asAdmin(api().get(`/api/admin/users/${userId}/history${query}`));
    expect(response.status).toBe(200);
    return response.body as UserHistoryResponse;
  };

  it('refuses anonymous callers with 401 and signed-in non-admins with 403', async () => {
    for (const path of ['/api/admin/users', `/api/admin/users/${memberId}/history`]) {
      expect((await api().get(path)).status).toBe(401);
      expect((await api().get(path).set('Authorization', `Bearer ${member}`)).status).toBe(403);
    }
  });

  describe('list', () => {
    let sponsoredId: string;
    let dormantId: string;

    beforeAll(async () => {
      dormantId = (await register('dormant@example.com', { firstName: 'Dora', at: daysAgo(60) })).userId;
      const sponsored = await register('sponsored@example.com', {
        firstName: 'Sam',
        at: daysAgo(3),
        utm: { source: 'chess_club' },
      });
      sponsoredId = sponsored.userId;
      const granted = await append(
        `user-${sponsoredId}`,
        [
          {
            type: 'ClubSponsorshipGranted',
            data: { userId: sponsoredId, clubCode: 'chess_club', clubName: 'Chess Club', plan: 'Pro' },
          },
        ],
        sponsoredId,
        daysAgo(3),
      );
      await listed(granted);
      const percent = await register('percent@example.com', {
        firstName: 'Percy',
        at: daysAgo(2),
        utm: { source: '100%off' },
      });
      await listed(percent.position);
    });

    it('lists users newest first with plan, club, source and activity, and counts everyone in the stats', async () => {
      const body = await users();

      expect(body.stats).toEqual({ totalUsers: 5, proUsers: 1, activeUsers: 4, clubUsers: 1 });
      expect(body).toMatchObject({ total: 5, page: 1, limit: 25 });
      expect(
        body.users
          .map((user) => user.email)
          .slice(0, 2)
          .sort(),
      ).toEqual(['admin@example.com', 'member@example.com']);
      const byEmail = new Map(body.users.map((user) => [user.email, user]));
      expect(byEmail.get('sponsored@example.com')).toEqual({
        _id: sponsoredId,
        email: 'sponsored@example.com',
        first_name: 'Sam',
        last_name: 'Tester',
        role_name: 'Pro',
        club_name: 'Chess Club',
        club_code: 'chess_club',
        utm_source: 'chess_club',
        is_active: true,
        created_at: expect.any(String),
        last_active: expect.any(String),
      });
      expect(byEmail.get('dormant@example.com')).toMatchObject({
        _id: dormantId,
        role_name: null,
        club_name: null,
        is_active: false,
      });
      const created = body.users.map((user) => Date.parse(user.created_at!));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      expect(body.users.slice(-3).map((user) => user.email)).toEqual([
        'percent@example.com',
        'sponsored@example.com',
        'dormant@example.com',
      ]);
    });

    it('pages the list while the stats keep counting everyone', async () => {
      const second = await users('?page=2&limit=2');
      expect(second.users.map((user) => user.email)).toEqual([
        'percent@example.com',
        'sponsored@example.com',
      ]);
      expect(second).toMatchObject({ total: 5, page: 2, limit: 2, stats: { totalUsers: 5 } });
      expect((await users('?page=9&limit=2')).users).toEqual([]);
    });

    it('searches e-mail, names, club and source, treating % and _ as plain characters', async () => {
      const emails = async (search: string) =>
        (await users(`?search=${encodeURIComponent(search)}`)).users.map((user) => user.email);

      expect(await emails('DORA')).toEqual(['dormant@example.com']);
      expect(await emails('chess club')).toEqual(['sponsored@example.com']);
      expect(await emails('chess_')).toEqual(['sponsored@example.com']);
      expect(await emails('100%')).toEqual(['percent@example.com']);
      expect(await emails('%')).toEqual(['percent@example.com']);
      expect(await emails('_')).toEqual(['sponsored@example.com']);
      const searched = await users('?search=example.com&limit=1');
      expect(searched).toMatchObject({ total: 5, stats: { totalUsers: 5 } });
      expect(await users('?search=nobody-here')).toMatchObject({
        users: [],
        total: 0,
        stats: { totalUsers: 5 },
      });
    });

    it.each([
      ['?page=0', 'page'],
      ['?limit=101', 'limit'],
      ['?limit=ten', 'limit'],
      [`?search=${'x'.repeat(201)}`, 'search'],
      ['?search=ada%00lovelace', 'search'],
      ['?search=ada%1Blovelace', 'search'],
    ])('rejects %s with a 400 naming %s', async (query, field) => {
      const response = await asAdmin(api().get(`/api/admin/users${query}`));
      expect(response.status).toBe(400);
      expect(response.body.detail).toEqual(
        expect.arrayContaining([expect.objectContaining({ loc: [field] })]),
      );
    });
  });

  it('takes the default page and limit when they are sent empty', async () => {
    expect(await users('?page=&limit=')).toMatchObject({ page: 1, limit: 25 });
    expect(await history(adminId, '?page=&limit=&order=')).toMatchObject({ page: 1, limit: 20 });
  });

  describe('a club renamed after its members joined', () => {
    const clubCode = 'knights';
    let knightId: string;

    beforeAll(async () => {
      await append(
        `club-${clubCode}`,
        [
          {
            type: 'ClubCreated',
            data: { clubCode, clubName: 'Knights Club', maxFreeSignups: 5, isActive: true },
          },
        ],
        null,
      );
      knightId = (await register('knight@example.com', { firstName: 'Lancelot' })).userId;
      await append(
        `user-${knightId}`,
        [
          {
            type: 'ClubSponsorshipGranted',
            data: { userId: knightId, clubCode, clubName: 'Knights Club', plan: 'Pro' },
          },
        ],
        knightId,
      );
      const renamed = await append(
        `club-${clubCode}`,
        [{ type: 'ClubUpdated', data: { clubCode, clubName: 'Rooks Society' } }],
        null,
      );
      await t.projected('clubs-list', renamed);
      await listed(renamed);
    });

    const knight = async (search: string) =>
      (await users(`?search=${encodeURIComponent(search)}`)).users.find((user) => user._id === knightId);

    it("shows the club's current name and finds its members by it", async () => {
      expect(await knight('lancelot')).toMatchObject({ club_code: clubCode, club_name: 'Rooks Society' });
      expect(await knight('ROOKS')).toMatchObject({ club_name: 'Rooks Society' });
      expect(await users('?search=rooks')).toMatchObject({ total: 1 });
    });

    it('shows the name granted once the club is deleted', async () => {
      const deleted = await append(
        `club-${clubCode}`,
        [{ type: 'ClubDeleted', data: { clubCode } }],
        adminId,
      );
      await t.projected('clubs-list', deleted);
      expect(await knight('lancelot')).toMatchObject({ club_code: clubCode, club_name: 'Knights Club' });
      expect(await knight('rooks')).toBeUndefined();
    });
  });

  describe('history', () => {
    const email = 'history@example.com';
    const userId = userIdForEmail(email);
    const day = (n: number, time = '12:00:00.000') => `2026-03-0${n}T${time}Z`;

    beforeAll(async () => {
      await append(
        `user-${userId}`,
        [
          {
            type: 'UserRegistered',
            data: {
              userId,
              email,
              firstName: 'Hist',
              lastName: 'Ory',
              provider: 'google',
              signup: { flow: 'signup', plan: 'Basic', cycle: 'monthly' },
              utm: { source: 'chess-club' },
            },
          },
        ],
        userId,
        day(1),
      );
      await append(
        'club-chess-club',
        [
          {
            type: 'ClubCreated',
            data: { clubCode: 'chess-club', clubName: 'Chess Club', maxFreeSignups: 5, isActive: true },
          },
        ],
        adminId,
        day(1, '08:00:00.000'),
      );
      await append(
        'club-chess-club',
        [{ type: 'ClubSignupRecorded', data: { clubCode: 'chess-club', userId } }],
        userId,
        day(1, '12:00:01.000'),
      );
      await append(
        `user-${userId}`,
        [
          {
            type: 'ClubSponsorshipGranted',
            data: { userId, clubCode: 'chess-club', clubName: 'Chess Club', plan: 'Pro' },
          },
        ],
        userId,
        day(1, '12:00:02.000'),
      );
      await append(`user-${userId}`, [{ type: 'UserSignedOut', data: { userId } }], userId, day(2));
      await append(
        `user-${userId}`,
        [{ type: 'UserSignedIn', data: { userId, provider: 'outlook' } }],
        userId,
        day(3, '23:30:00.000'),
      );
      await append(
        `user-${userId}`,
        [{ type: 'UserActivityRecorded', data: { userId, day: '2026-03-04' } }],
        userId,
        day(4),
      );
      await listed(
        await append(
          `user-${userId}`,
          [{ type: 'UserSignedIn', data: { userId, provider: 'google' } }],
          userId,
          day(5),
        ),
      );
    });

    const summaries = (items: UserHistoryItem[]) => items.map((item) => [item.type, item.summary]);

    it("shows the user's events newest first, with what they did on other streams, who did it and a summary", async () => {
      const body = await history(userId);

      expect(body.user).toEqual({ _id: userId, email });
      expect(body).toMatchObject({ total: 7, page: 1, limit: 20 });
      expect(summaries(body.items)).toEqual([
        ['UserSignedIn', 'Signed in with Google'],
        ['UserActivityRecorded', 'Active on 2026-03-04'],
        ['UserSignedIn', 'Signed in with Outlook'],
        ['UserSignedOut', 'Signed out'],
        ['ClubSponsorshipGranted', "Received free Pro from club 'Chess Club'"],
        ['ClubSignupRecorded', "Took a free Pro seat of club 'chess-club'"],
        ['UserRegistered', 'Signed up with Google choosing Growth (monthly) from utm_source chess-club'],
      ]);
      const seat = body.items.find((item) => item.type === 'ClubSignupRecorded')!;
      expect(seat).toMatchObject({
        stream_id: 'club-chess-club',
        actor: { user_id: userId, email },
        recorded_at: day(1, '12:00:01.000'),
        data: { clubCode: 'chess-club', userId },
      });
      expect(body.event_types).toEqual([
        'ClubSignupRecorded',
        'ClubSponsorshipGranted',
        'UserActivityRecorded',
        'UserRegistered',
        'UserSignedIn',
        'UserSignedOut',
      ]);
    });

    it("includes what an admin did to other streams in the admin's own history, named by e-mail", async () => {
      const body = await history(adminId, '?types=ClubCreated');
      expect(body.items).toEqual([
        expect.objectContaining({
          type: 'ClubCreated',
          summary: "Club 'Chess Club' created with 5 free seats",
          stream_id: 'club-chess-club',
          actor: { user_id: adminId, email: 'admin@example.com' },
        }),
      ]);
    });

    it('filters by event type and by a date range whose end date counts as a whole day', async () => {
      const signIns = await history(userId, '?types=UserSignedIn,UserSignedOut');
      expect(signIns.items.map((item) => item.recorded_at)).toEqual([day(5), day(3, '23:30:00.000'), day(2)]);
      expect(signIns.total).toBe(3);
      expect(signIns.event_types).toHaveLength(6);

      const window = await history(userId, '?from=2026-03-02&to=2026-03-03');
      expect(window.items.map((item) => item.type)).toEqual(['UserSignedIn', 'UserSignedOut']);
      const instant = await history(userId, `?from=${day(1, '12:00:01.000')}&to=${day(1, '12:00:01.000')}`);
      expect(instant.items.map((item) => item.type)).toEqual(['ClubSignupRecorded']);
    });

    it('resolves a date-time from against a date-only to that ends with its whole day', async () => {
      const sameDay = await history(userId, `?from=${day(1, '12:00:00.000')}&to=2026-03-01`);
      expect(sameDay.items.map((item) => item.type)).toEqual([
        'ClubSponsorshipGranted',
        'ClubSignupRecorded',
        'UserRegistered',
      ]);
      const offset = await history(userId, '?from=2026-03-04T00:00:00%2B01:00&to=2026-03-03T22:30:00-01:00');
      expect(offset.items.map((item) => item.recorded_at)).toEqual([day(3, '23:30:00.000')]);
    });

    it("shows changes made to the user's settings by an admin or the system", async () => {
      const { userId: configuredId } = await register('configured@example.com');
      const settingsStream = `settings-${configuredId}`;
      await append(
        settingsStream,
        [{ type: 'LinkedInProfileSet', data: { userId: configuredId, linkedinProfile: null } }],
        adminId,
        day(6),
      );
      await append(
        settingsStream,
        [{ type: 'ResumeDeleted', data: { userId: configuredId } }],
        null,
        day(6, '13:00:00.000'),
      );

      const body = await history(configuredId);
      expect(
        body.items.map(({ type, summary, stream_id, actor }) => ({ type, summary, stream_id, actor })),
      ).toEqual([
        { type: 'ResumeDeleted', summary: 'Deleted resume', stream_id: settingsStream, actor: null },
        {
          type: 'LinkedInProfileSet',
          summary: 'Cleared LinkedIn profile',
          stream_id: settingsStream,
          actor: { user_id: adminId, email: 'admin@example.com' },
        },
        expect.objectContaining({ type: 'UserRegistered', stream_id: `user-${configuredId}` }),
      ]);
    });

    it('pages in either order', async () => {
      const oldest = await history(userId, '?order=asc&limit=3');
      expect(oldest.items.map((item) => item.type)).toEqual([
        'UserRegistered',
        'ClubSignupRecorded',
        'ClubSponsorshipGranted',
      ]);
      const third = await history(userId, '?order=asc&limit=3&page=3');
      expect(third).toMatchObject({ total: 7, page: 3, limit: 3 });
      expect(third.items.map((item) => item.type)).toEqual(['UserSignedIn']);
    });

    it('links a club signup in the club history to the member who took the seat', async () => {
      const response = await asAdmin(api().get('/api/clubs/chess-club/history'));
      expect(response.status).toBe(200);
      expect(response.body.items[0]).toMatchObject({
        type: 'ClubSignupRecorded',
        summary: 'A member signed up through the club link (seat 1 of 5)',
        member: { user_id: userId, email },
        actor: { user_id: userId, email },
      });
      expect(response.body.items[1].member).toBeUndefined();
    });

    it('answers 404 for a user who never registered and 400 naming userId for a malformed id', async () => {
      const unknown = await asAdmin(
        api().get(`/api/admin/users/${userIdForEmail('nobody@example.com')}/history`),
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'USER.NOT_FOUND' });

      const malformed = await asAdmin(api().get('/api/admin/users/not-a-uuid/history'));
      expect(malformed.status).toBe(400);
      expect(malformed.body.detail).toEqual([expect.objectContaining({ loc: ['userId'] })]);
    });

    it.each([
      ['?types=User-Signed-In', 'types'],
      ['?from=yesterday', 'from'],
      ['?from=abc 1', 'from'],
      ['?from=2026-02-30', 'from'],
      ['?from=99999-01-01', 'from'],
      ['?from=0000-12-31', 'from'],
      ['?from=2026-03-01T12:00:00', 'from'],
      ['?to=2026-13-01', 'to'],
      ['?to=9999-12-31T23:00:00-05:00', 'to'],
      ['?from=2026-03-05&to=2026-03-01', 'to'],
      ['?from=2026-03-01T12:00:00Z&to=2026-03-01T11:59:59Z', 'to'],
      ['?order=sideways', 'order'],
      ['?limit=0', 'limit'],
    ])('rejects %s with a 400 naming %s', async (query, field) => {
      const response = await asAdmin(api().get(`/api/admin/users/${userId}/history${query}`));
      expect(response.status).toBe(400);
      expect(response.body.detail.map((issue: { loc: unknown[] }) => issue.loc[0])).toContain(field);
    });
  });

  it('pushes users-list changes to admin sockets only, naming the user who registered', async () => {
    const adminSocket = await t.connect(admin);
    const memberSocket = await t.connect(member);
    expect(adminSocket.rooms).toContain('admins');

    const { userId, position } = await register('newcomer@example.com');
    await listed(position);
    const deadline = Date.now() + 5_000;
    while (!adminSocket.pushes.some((batch) => batch.keys?.includes(userId)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));

    const push = adminSocket.pushes.find((batch) => batch.keys?.includes(userId));
    expect(push).toMatchObject({ projection: 'users-list' });
    expect(push!.checkpoint >= position).toBe(true);
    expect(memberSocket.pushes.filter((batch) => batch.projection === 'users-list')).toEqual([]);
  });

  it('counts Pro by purchase or club seat, and shows as last active what each user did last', async () => {
    const before = (await users()).stats;
    const signedUp = daysAgo(5);
    const worker = await register('worker@example.com', { at: signedUp });
    await register('buyer@example.com', { at: signedUp });
    const grower = await register('grower@example.com', { at: signedUp });
    await listed(grower.position);
    const tokenOf = (email: string) => t.tokenFor(email);
    const checkout = (email: string, plan: string) =>
      api()
        .post('/api/braintree/checkout')
        .set('Authorization', `Bearer ${tokenOf(email)}`)
        .set('Idempotency-Key', randomUUID())
        .send({
          payment_method_nonce: testModeNonce('4111111111111111'),
          plan_name: plan,
          billing_cycle: 'monthly',
          cardholder_name: 'Ada Lovelace',
        });
    const bought = await checkout('buyer@example.com', 'Pro');
    const grown = await checkout('grower@example.com', 'Growth');
    expect([bought.status, grown.status]).toEqual([200, 200]);
    // The worker uses the product five days after signing up: a contact added through the API.
    const startedWork = Date.now();
    const added = await api()
      .post('/contacts/')
      .set('Authorization', `Bearer ${tokenOf('worker@example.com')}`)
      .send({ first_name: 'Kim', last_name: 'Lee', email: 'kim@example.com', company: 'Acme' });
    expect(added.status).toBe(201);
    await listed(await t.newestPosition());

    const body = await users();
    expect(body.stats.proUsers - before.proUsers).toBe(1);
    expect(body.stats.totalUsers - before.totalUsers).toBe(3);
    const byEmail = new Map(body.users.map((user) => [user.email, user]));
    expect(byEmail.get('buyer@example.com')).toMatchObject({ role_name: 'Pro' });
    expect(byEmail.get('grower@example.com')).toMatchObject({ role_name: 'Basic' });
    const workerRow = byEmail.get('worker@example.com')!;
    expect(workerRow.created_at).toBe(signedUp);
    expect(Date.parse(workerRow.last_active!)).toBeGreaterThanOrEqual(startedWork - 1000);
    expect(workerRow.is_active).toBe(true);
    // The buyer's checkout is their own doing too.
    expect(Date.parse(byEmail.get('buyer@example.com')!.last_active!)).toBeGreaterThan(
      Date.parse(daysAgo(1)),
    );
    expect(worker.userId).toBe(workerRow._id);
  });
});
