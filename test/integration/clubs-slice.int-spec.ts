import type { Test } from 'supertest';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

/** The whole clubs slice in one process: HTTP → command → log → projector → read model → socket push. */
describe('clubs slice', () => {
  let t: InProcessApp;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    t = await startInProcessApp();
    admin = (await t.register('admin@example.com', 'Ada')).token;
    member = (await t.register('member@example.com', 'Max')).token;
  });

  afterAll(async () => {
    await t?.close();
  });

  const api = () => t.api();
  const asAdmin = <T extends Test>(test: T) => test.set('Authorization', `Bearer ${admin}`);
  const visible = (checkpoint: string) => t.projected('clubs-list', checkpoint);

  it('refuses anonymous callers with 401 and signed-in non-admins with 403 on every clubs call', async () => {
    const calls = [
      () => api().get('/api/clubs'),
      () => api().post('/api/clubs/create').send({ club_code: 'x', club_name: 'X' }),
      () => api().put('/api/clubs/x/update').send({ club_name: 'X', max_free_signups: 3 }),
      () => api().delete('/api/clubs/x'),
      () => api().get('/api/clubs/x/history'),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set('Authorization', `Bearer ${member}`)).status).toBe(403);
    }
  });

  it('creates a club with the default 20 seats and lists it with its remaining seats', async () => {
    const created = await asAdmin(api().post('/api/clubs/create')).send({
      club_code: 'MIT-AI',
      club_name: 'MIT AI Club',
    });
    expect(created.status).toBe(201);
    expect(created.body.club).toMatchObject({
      club_code: 'mit-ai',
      max_free_signups: 20,
      remaining_signups: 20,
    });
    expect(typeof created.body.checkpoint).toBe('string');

    await visible(created.body.checkpoint);
    const list = await asAdmin(api().get('/api/clubs'));
    expect(list.body).toEqual([
      expect.objectContaining({
        club_code: 'mit-ai',
        club_name: 'MIT AI Club',
        max_free_signups: 20,
        current_signups: 0,
        remaining_signups: 20,
        is_active: true,
      }),
    ]);
    expect(Date.parse(list.body[0].created_at)).not.toBeNaN();
  });

  it('rejects a club code that is already taken with a 409 naming the code', async () => {
    const again = await asAdmin(api().post('/api/clubs/create')).send({
      club_code: 'mit-ai',
      club_name: 'Another',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CLUB.CODE_TAKEN',
      detail: expect.stringContaining("'mit-ai' is already taken"),
    });
  });

  it('gives exactly one of several racing creates of one code the club, and 409 to the rest', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        asAdmin(api().post('/api/clubs/create')).send({ club_code: 'race', club_name: `Racer ${index}` }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const stream = await t.store.readStream('club-race');
    expect(stream.map((event) => event.type)).toEqual(['ClubCreated']);
  });

  it('answers a repeated create with the same Idempotency-Key with the original result', async () => {
    const send = () =>
      asAdmin(api().post('/api/clubs/create'))
        .set('Idempotency-Key', 'create-chess-1')
        .send({ club_code: 'chess', club_name: 'Chess Society', max_free_signups: 5 });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.checkpoint).toBe(first.body.checkpoint);
    expect(await t.store.readStream('club-chess')).toHaveLength(1);
  });

  it.each([
    [{ club_name: 'No code' }, 'club_code'],
    [{ club_code: '', club_name: 'Empty code' }, 'club_code'],
    [{ club_code: 'has space', club_name: 'Bad code' }, 'club_code'],
    [{ club_code: 'ok', club_name: '   ' }, 'club_name'],
    [{ club_code: 'ok', club_name: 'Zero', max_free_signups: 0 }, 'max_free_signups'],
    [{ club_code: 'ok', club_name: 'Half', max_free_signups: 2.5 }, 'max_free_signups'],
    [{ club_code: 'ok', club_name: 'Text', max_free_signups: 'ten' }, 'max_free_signups'],
  ])('rejects %j with a 400 naming %s and writes nothing', async (body, field) => {
    const response = await asAdmin(api().post('/api/clubs/create')).send(body);
    expect(response.status).toBe(400);
    expect(response.body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc: [field] })]));
    expect(await t.store.readStream('club-ok')).toHaveLength(0);
  });

  it('updates name, seats and activity but never the code, and the history shows who changed what', async () => {
    const updated = await asAdmin(api().put('/api/clubs/mit-ai/update')).send({
      club_code: 'hijack',
      club_name: 'MIT AI Society',
      max_free_signups: 40,
      is_active: false,
    });
    expect(updated.status).toBe(200);
    await visible(updated.body.checkpoint);
    const list = await asAdmin(api().get('/api/clubs'));
    expect(list.body.find((club: { club_code: string }) => club.club_code === 'mit-ai')).toMatchObject({
      club_name: 'MIT AI Society',
      max_free_signups: 40,
      remaining_signups: 40,
      is_active: false,
    });
    expect(list.body.some((club: { club_code: string }) => club.club_code === 'hijack')).toBe(false);

    const history = await asAdmin(api().get('/api/clubs/mit-ai/history'));
    expect(history.status).toBe(200);
    const [latest, first] = history.body.items;
    expect(first).toMatchObject({ type: 'ClubCreated', actor: { email: 'admin@example.com' } });
    expect(latest).toMatchObject({ type: 'ClubUpdated', actor: { email: 'admin@example.com' } });
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'club_name', from: 'MIT AI Club', to: 'MIT AI Society' },
        { field: 'max_free_signups', from: 20, to: 40 },
        { field: 'is_active', from: true, to: false },
      ]),
    );
  });

  it('deletes a club: it leaves the list, and editing it afterwards is a 404', async () => {
    const deleted = await asAdmin(api().delete('/api/clubs/chess'));
    expect(deleted.status).toBe(200);
    await visible(deleted.body.checkpoint);
    const list = await asAdmin(api().get('/api/clubs'));
    expect(list.body.map((club: { club_code: string }) => club.club_code)).not.toContain('chess');
    const edit = await asAdmin(api().put('/api/clubs/chess/update')).send({
      club_name: 'Back',
      max_free_signups: 3,
    });
    expect(edit.status).toBe(404);
  });

  it('pushes clubs-list changes to admin sockets only, with the checkpoint of the change', async () => {
    const adminSocket = await t.connect(admin);
    const memberSocket = await t.connect(member);
    expect(adminSocket.rooms).toContain('admins');
    expect(memberSocket.rooms).not.toContain('admins');

    const created = await asAdmin(api().post('/api/clubs/create')).send({
      club_code: 'debate',
      club_name: 'Debate',
    });
    await visible(created.body.checkpoint);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const push = adminSocket.pushes.find((batch) => batch.keys?.includes('debate'));
    expect(push).toMatchObject({ projection: 'clubs-list' });
    expect(push!.checkpoint >= created.body.checkpoint).toBe(true);
    expect(memberSocket.pushes).toEqual([]);
  });

  it('disconnects a socket that brings no valid token', async () => {
    await expect(t.connect()).rejects.toThrow('disconnected');
    await expect(t.connect('not-a-token')).rejects.toThrow('disconnected');
  });
});
