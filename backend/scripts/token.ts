/**
 * `npm run token -- <email>`: prints an access token for an existing user, for scripts and API
 * exploration in development. Refused when NODE_ENV=production: it mints credentials without a sign-in.
 */
import { Pool } from 'pg';
import '../src/contexts';
import { AccessTokens } from '../src/platform/auth/access-tokens.service';
import { normalizeEmail } from '../src/platform/auth/email-address';
import { ConfigError, loadConfig } from '../src/platform/config/config';
import { createEventStore } from '../src/platform/event-store/create-event-store';
import { userIdForEmail } from '../src/users/user-id';
import { userStreamId } from '../src/users/user.events';
import { readDevSecret, readRuntimeInfo } from '../src/platform/config/dev-runtime';

export const USAGE = 'usage: npm run token -- <email>';

export interface TokenCliResult {
  code: number;
  stdout: string;
  stderr: string;
}

const fail = (code: number, message: string): TokenCliResult => ({
  code,
  stdout: '',
  stderr: `${message}\n`,
});

export async function tokenCli(argv: string[], env: NodeJS.ProcessEnv): Promise<TokenCliResult> {
  if (env.NODE_ENV === 'production') {
    return fail(2, 'npm run token is a development tool and is refused when NODE_ENV=production.');
  }
  const [rawEmail, ...extra] = argv;
  if (!rawEmail || extra.length > 0 || !rawEmail.includes('@')) return fail(2, USAGE);
  const email = normalizeEmail(rawEmail);

  // Same defaults as `npm start`: its database and its generated key, unless the environment says otherwise.
  const runtime = readRuntimeInfo();
  let config;
  try {
    config = loadConfig({
      ...env,
      DATABASE_URL: env.DATABASE_URL ?? runtime?.databaseUrl,
      JWT_SECRET: env.JWT_SECRET ?? readDevSecret() ?? undefined,
      ADMIN_EMAILS: env.ADMIN_EMAILS ?? 'admin@example.com',
      LOG_LEVEL: 'silent',
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return fail(
      2,
      `${error.message}\nStart the product once with npm start (it records its database and key under .data/), ` +
        'or set DATABASE_URL and JWT_SECRET.',
    );
  }

  const pool = new Pool({ connectionString: config.DATABASE_URL, max: 1, connectionTimeoutMillis: 3000 });
  const store = createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool });
  try {
    const userId = userIdForEmail(email);
    let registered;
    try {
      [registered] = await store.readStream(userStreamId(userId), { maxCount: 1 });
    } catch (error) {
      return fail(
        1,
        `Cannot read users from the database: ${error instanceof Error ? error.message : String(error)}. ` +
          'Is the product running (npm start)?',
      );
    }
    if (!registered)
      return fail(1, `No user is registered with ${email}. Sign in once with that e-mail first.`);
    const token = new AccessTokens(config).issue({ userId, email });
    return { code: 0, stdout: `${token}\n`, stderr: '' };
  } finally {
    await store.close();
    await pool.end();
  }
}

if (require.main === module) {
  tokenCli(process.argv.slice(2), process.env).then(
    ({ code, stdout, stderr }) => {
      process.stdout.write(stdout);
      process.stderr.write(stderr);
      process.exit(code);
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
