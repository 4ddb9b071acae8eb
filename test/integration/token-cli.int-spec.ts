import { execFile } from 'node:child_process';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { Pool } from 'pg';
import { createEventStore } from '@outreach/backend/platform/event-store/create-event-store';
import { createTestDatabase, TestDatabase } from '@outreach/backend/platform/testing/test-database';
import { userIdForEmail } from '@outreach/backend/users/user-id';
import { userStreamId } from '@outreach/backend/users/user.events';

const ROOT = join(__dirname, '..', '..');
const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

/** Runs `npm run token -- …` exactly as a developer would, minus npm's own banner. */
function runTokenCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--require', '@swc-node/register', join(ROOT, 'backend/scripts/token.ts'), ...args],
      {
        cwd: ROOT,
        // A missing runtime file keeps the developer's own .data/runtime.json out of the test.
        env: {
          PATH: process.env.PATH ?? '',
          RUNTIME_INFO_FILE: join(ROOT, '.data', 'no-such-runtime.json'),
          ...env,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run token', () => {
  let tdb: TestDatabase;

  beforeAll(async () => {
    tdb = await createTestDatabase();
    const pool = new Pool({ connectionString: tdb.url, max: 2 });
    pool.on('error', () => undefined);
    const store = createEventStore({ pool });
    const userId = userIdForEmail('dev@example.com');
    await store.append(
      userStreamId(userId),
      [
        {
          type: 'UserRegistered',
          data: {
            userId,
            email: 'dev@example.com',
            firstName: 'Dev',
            lastName: 'Eloper',
            provider: 'local',
            signup: { flow: 'login', plan: null, cycle: null },
            utm: {},
          },
        },
      ],
      { expected: 'no_stream' },
    );
    await store.close();
    await pool.end();
  });

  afterAll(async () => {
    await tdb?.drop();
  });

  it('prints an access token of the registered user that the API accepts', async () => {
    const result = await runTokenCli(['Dev@Example.com'], { DATABASE_URL: tdb.url, JWT_SECRET: SECRET });

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const claims = jwt.verify(result.stdout.trim(), SECRET, { audience: 'outreach', issuer: 'outreach-api' });
    expect(claims).toMatchObject({ sub: userIdForEmail('dev@example.com'), email: 'dev@example.com' });
  });

  it('refuses to run when NODE_ENV=production, before touching the database', async () => {
    const result = await runTokenCli(['dev@example.com'], {
      NODE_ENV: 'production',
      // Unreachable on purpose: the refusal must come before any connection attempt.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      JWT_SECRET: SECRET,
    });

    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/refused when NODE_ENV=production/);
  });

  it('names the e-mail it cannot find and prints no token', async () => {
    const result = await runTokenCli(['nobody@example.com'], { DATABASE_URL: tdb.url, JWT_SECRET: SECRET });

    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/No user is registered with nobody@example.com/);
  });

  it('explains its usage without an e-mail', async () => {
    const result = await runTokenCli([], { DATABASE_URL: tdb.url, JWT_SECRET: SECRET });

    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/usage: npm run token -- <email>/);
  });

  it('says how to point it at a database when npm start has not recorded one', async () => {
    const result = await runTokenCli(['dev@example.com'], { JWT_SECRET: SECRET });

    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/DATABASE_URL/);
    expect(result.stderr).toMatch(/npm start/);
  });
});
