import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import pino from 'pino';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { createApp } from '@outreach/backend/create-app';
import { AccessTokens } from '@outreach/backend/platform/auth/access-tokens.service';
import { loadConfig } from '@outreach/backend/platform/config/config';
import { EVENT_STORE, EventStore } from '@outreach/backend/platform/event-store/event-store.port';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import { RealtimePublisher } from '@outreach/backend/platform/realtime/realtime.publisher';
import type { ProjectionBatch } from '@outreach/backend/platform/realtime/server-events';
import { createTestDatabase, TestDatabase } from '@outreach/backend/platform/testing/test-database';
import { RegisterOrSignIn } from '@outreach/backend/users/commands/register-or-sign-in.command';
import { userIdForEmail } from '@outreach/backend/users/user-id';
import { allProjectors } from '@outreach/projections/projectors';
import { ProjectionRunner } from '@outreach/projections/runner/projection-runner';
import {
  projectionsMigrations,
  PROJECTIONS_HISTORY_TABLE,
} from '@outreach/projections/runner/projections.migrations';

/** The whole clubs slice in one process: HTTP → command → log → projector → read model → socket push. */
describe('clubs slice', () => {
  let tdb: TestDatabase;
  let app: INestApplication;
  let runner: ProjectionRunner;
  let url: string;
  let admin: string;
  let member: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    tdb = await createTestDatabase([
      { migrations: projectionsMigrations, historyTable: PROJECTIONS_HISTORY_TABLE },
    ]);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: tdb.url,
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAILS: 'admin@example.com',
      PUBLIC_URL: 'http://clubs.test',
      PROJECTIONS: 'in-process',
      LOG_LEVEL: 'silent',
    });
    app = await createApp(config, pino({ level: 'silent' }));
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    const publisher = app.get(RealtimePublisher);
    runner = new ProjectionRunner({
      pool: app.get(PG_POOL),
      eventStore: app.get<EventStore>(EVENT_STORE),
      projectors: allProjectors,
      pollIntervalMs: 50,
      publish: (batch) => publisher.publish(batch),
    });
    await runner.start();

    const commands = app.get(CommandBus);
    const tokens = app.get(AccessTokens);
    for (const [email, firstName] of [
      ['admin@example.com', 'Ada'],
      ['member@example.com', 'Max'],
    ]) {
      await commands.execute(
        new RegisterOrSignIn({ email, firstName, lastName: 'Tester', provider: 'local' }),
      );
    }
    admin = tokens.issue({ userId: userIdForEmail('admin@example.com'), email: 'admin@example.com' });
    member = tokens.issue({ userId: userIdForEmail('member@example.com'), email: 'member@example.com' });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await runner.stop();
    await app.close();
    await tdb.drop();
  });

  const api = () => request(app.getHttpServer());
  const asAdmin = <T extends request.Test>(test: T) => test.set('Authorization', `Bearer ${admin}`);
  const visible = (checkpoint: string) => runner.waitFor('clubs-list', checkpoint, 10_000);

  function connect(token?: string): Promise<{ socket: Socket; pushes: ProjectionBatch[]; rooms: string[] }> {
    const socket = io(url, {
      path: '/socket.io',
      auth: token ? { token } : {},
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const pushes: ProjectionBatch[] = [];
    socket.on('projection.updated', (batch: ProjectionBatch) => pushes.push(batch));
    return new Promise((resolve, reject) => {
      socket.on('session.ready', ({ rooms }: { rooms: string[] }) => resolve({ socket, pushes, rooms }));
      socket.on('disconnect', () => reject(new Error('disconnected')));
      socket.on('connect_error', reject);
    });
  }

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
    const stream = await app.get<EventStore>(EVENT_STORE).readStream('club-race');
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
    expect(await app.get<EventStore>(EVENT_STORE).readStream('club-chess')).toHaveLength(1);
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
    expect(await app.get<EventStore>(EVENT_STORE).readStream('club-ok')).toHaveLength(0);
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
    const adminSocket = await connect(admin);
    const memberSocket = await connect(member);
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
    await expect(connect()).rejects.toThrow('disconnected');
    await expect(connect('not-a-token')).rejects.toThrow('disconnected');
  });
});
