import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import pino from 'pino';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { createApp } from '@outreach/backend/create-app';
import { AccessTokens } from '@outreach/backend/platform/auth/access-tokens.service';
import { AppConfig, loadConfig } from '@outreach/backend/platform/config/config';
import {
  EVENT_STORE,
  EventStore,
  type Position,
} from '@outreach/backend/platform/event-store/event-store.port';
import { formatPostgresPosition } from '@outreach/backend/platform/event-store/postgres/postgres-event-store';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import { RealtimePublisher } from '@outreach/backend/platform/realtime/realtime.publisher';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import type { ProjectionBatch } from '@outreach/backend/platform/realtime/server-events.contract';
import { createTestDatabase, TestDatabase } from '@outreach/backend/platform/testing/test-database';
import { registerOrSignIn } from '@outreach/backend/users/user.commands';
import { userIdForEmail } from '@outreach/backend/users/user-id';
import { JOBS, type Jobs } from '@outreach/backend/platform/jobs/jobs.port';
import { allProjectors } from '@outreach/projections/projectors';
import { allReactors } from '@outreach/projections/reactors';
import { ProjectionRunner } from '@outreach/projections/runner/projection-runner';
import {
  projectionsMigrations,
  PROJECTIONS_HISTORY_TABLE,
} from '@outreach/projections/runner/projections.migrations';

export interface ConnectedSocket {
  socket: Socket;
  pushes: ProjectionBatch[];
  rooms: string[];
}

/** The whole product in one process on a fresh database: the Nest app, its socket.io gateway and the runner. */
export interface InProcessApp {
  app: INestApplication;
  config: AppConfig;
  url: string;
  store: EventStore;
  runner: ProjectionRunner;
  /** Where uploads go: a temporary folder removed by close(). */
  storageDir: string;
  api(): ReturnType<typeof request>;
  /** An access token as sign-in would issue it. */
  tokenFor(email: string): string;
  /** Registers through the real command, as a first local sign-in does, and returns the user's token. */
  register(email: string, firstName?: string): Promise<{ userId: string; token: string }>;
  /** Resolves once the server has put the socket in its rooms; closed by close(). */
  connect(token?: string): Promise<ConnectedSocket>;
  /** Read-your-writes: resolves when the projection has applied the checkpoint. */
  projected(projection: ProjectionName, checkpoint: Position): Promise<unknown>;
  /**
   * The newest committed event's position. Unlike store.headPosition() it does not stop below transactions
   * still open elsewhere in the cluster (another suite's import), so waiting for it never returns early.
   */
  newestPosition(): Promise<Position>;
  close(): Promise<void>;
}

export async function startInProcessApp(env: Record<string, string> = {}): Promise<InProcessApp> {
  const tdb: TestDatabase = await createTestDatabase([
    { migrations: projectionsMigrations, historyTable: PROJECTIONS_HISTORY_TABLE },
  ]);
  const storageDir = await mkdtemp(join(tmpdir(), 'outreach-test-storage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAILS: 'admin@example.com',
    PUBLIC_URL: 'http://app.test',
    LOG_LEVEL: 'silent',
    STORAGE_DIR: storageDir,
    DIRECTORY_PRELOAD: 'false',
    JOBS_ENABLED: 'false',
    ...env,
    PROJECTIONS: 'in-process',
    DATABASE_URL: tdb.url,
  });
  const app = await createApp(config, pino({ level: process.env.TEST_APP_LOG ?? 'silent' }));
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  const store = app.get<EventStore>(EVENT_STORE);
  const publisher = app.get(RealtimePublisher);
  const runner = new ProjectionRunner({
    pool: app.get(PG_POOL),
    eventStore: store,
    projectors: allProjectors,
    // The reactors queue tasks on this app's JOBS, so they run only where the jobs do.
    reactors: config.JOBS_ENABLED ? allReactors(app.get<Jobs>(JOBS)) : [],
    pollIntervalMs: 50,
    publish: (batch) => publisher.publish(batch),
  });
  await runner.start();
  // Every read model exists before the first request, as after any start but a projector's very first.
  await Promise.all(allProjectors.map((projector) => runner.waitFor(projector.name, '', 30_000)));

  const accessTokens = app.get(AccessTokens);
  const commands = app.get(CommandBus);
  const sockets: Socket[] = [];
  const tokenFor = (email: string) => accessTokens.issue({ userId: userIdForEmail(email), email });

  return {
    app,
    config,
    url,
    store,
    runner,
    storageDir,
    api: () => request(app.getHttpServer()),
    tokenFor,
    async register(email, firstName = email.split('@')[0]) {
      await commands.execute(registerOrSignIn({ email, firstName, lastName: 'Tester', provider: 'local' }));
      return { userId: userIdForEmail(email), token: tokenFor(email) };
    },
    connect(token) {
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
    },
    // Generous: a long transaction in another suite (a 50,000-row import) holds every projector back meanwhile.
    projected: (projection, checkpoint) => runner.waitFor(projection, checkpoint, 30_000),
    async newestPosition() {
      const { rows } = await app.get<Pool>(PG_POOL).query<{ tx_id: string; global_position: string }>(
        `SELECT tx_id::text AS tx_id, global_position::text AS global_position FROM es_events
         ORDER BY tx_id DESC, global_position DESC LIMIT 1`,
      );
      return rows.length === 0 ? '' : formatPostgresPosition(rows[0].tx_id, rows[0].global_position);
    },
    async close() {
      for (const socket of sockets) socket.disconnect();
      await runner.stop();
      await app.close();
      await tdb.drop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/**
 * The first push of a projection a socket received, waiting for it: the runner publishes after its commit, so
 * a push may still be on its way when the read model already answers.
 */
export async function firstPush(
  pushes: ProjectionBatch[],
  projection: ProjectionName,
  timeoutMs = 5_000,
): Promise<ProjectionBatch | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const push = pushes.find((batch) => batch.projection === projection);
    if (push || Date.now() > deadline) return push;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
