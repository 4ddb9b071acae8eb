import { ConfigError, loadConfig } from './config';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/outreach',
  JWT_SECRET: 'x'.repeat(32),
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('configuration', () => {
  it('fills defaults for everything optional', () => {
    const config = loadConfig(valid);
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(config.ADMIN_EMAILS).toEqual([]);
    expect(config.SUPPORT_EMAIL).toBe('support@example.com');
    expect(problemsOf({ ...valid, SUPPORT_EMAIL: 'not an address' }).join('\n')).toMatch(/SUPPORT_EMAIL/);
  });

  it("polls the job queue every 2 s and leaves the autopilot's queue settings to their defaults unless told", () => {
    const defaults = loadConfig(valid);
    expect(defaults).toMatchObject({
      JOBS_POLLING_INTERVAL_SECONDS: 2,
      JOBS_MAINTENANCE_INTERVAL_SECONDS: 120,
      AUTOPILOT_CONCURRENCY: 4,
    });
    expect(defaults.AUTOPILOT_LEASE_SECONDS).toBeUndefined();
    expect(defaults.AUTOPILOT_RETRY_LIMIT).toBeUndefined();
    expect(defaults.AUTOPILOT_RETRY_BACKOFF).toBeUndefined();
    expect(
      loadConfig({
        ...valid,
        JOBS_POLLING_INTERVAL_SECONDS: '0.5',
        AUTOPILOT_LEASE_SECONDS: '3',
        AUTOPILOT_RETRY_LIMIT: '0',
        AUTOPILOT_RETRY_DELAY_SECONDS: '1',
        AUTOPILOT_RETRY_BACKOFF: 'no',
      }),
    ).toMatchObject({
      JOBS_POLLING_INTERVAL_SECONDS: 0.5,
      AUTOPILOT_LEASE_SECONDS: 3,
      AUTOPILOT_RETRY_LIMIT: 0,
      AUTOPILOT_RETRY_DELAY_SECONDS: 1,
      AUTOPILOT_RETRY_BACKOFF: false,
    });
    expect(
      problemsOf({ ...valid, JOBS_POLLING_INTERVAL_SECONDS: '0.1', AUTOPILOT_LEASE_SECONDS: '0' }),
    ).toEqual([
      expect.stringMatching(/^JOBS_POLLING_INTERVAL_SECONDS/),
      expect.stringMatching(/^AUTOPILOT_LEASE_SECONDS/),
    ]);
  });

  it('believes no X-Forwarded-For by default, only that of the proxies it is told to trust', () => {
    expect(loadConfig(valid).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...valid, TRUST_PROXY: ' ' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...valid, TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...valid, TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(
      loadConfig({ ...valid, TRUST_PROXY: 'uniquelocal, 203.0.113.0/24,2001:db8::1' }).TRUST_PROXY,
    ).toEqual(['uniquelocal', '203.0.113.0/24', '2001:db8::1']);
    // A hop count believes whoever connects, so it is refused like true.
    for (const wrong of ['everyone', '10.0.0.0/33', 'true', ',', '1', '2']) {
      expect(problemsOf({ ...valid, TRUST_PROXY: wrong }).join('\n')).toMatch(/TRUST_PROXY/);
    }
  });

  it('names every missing or bad setting at once', () => {
    const problems = problemsOf({ PORT: 'eighty', JWT_SECRET: 'short' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^DATABASE_URL: /),
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^JWT_SECRET: must be at least 32 characters/),
      ]),
    );
  });

  it('refuses a database URL that is not PostgreSQL', () => {
    expect(problemsOf({ ...valid, DATABASE_URL: 'mysql://localhost/db' })).toEqual([
      expect.stringMatching(/^DATABASE_URL: /),
    ]);
  });

  it('lower-cases and trims the admin e-mails', () => {
    expect(
      loadConfig({ ...valid, ADMIN_EMAILS: ' Ada@Example.com, ,bob@example.com ' }).ADMIN_EMAILS,
    ).toEqual(['ada@example.com', 'bob@example.com']);
  });

  it('refuses production without a real Google client, a real Microsoft client and a mail server', () => {
    expect(problemsOf({ ...valid, NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^GOOGLE_CLIENT_ID: production needs a real identity provider/),
      expect.stringMatching(/^SMTP_URL: production needs a real mail server/),
      expect.stringMatching(/^MICROSOFT_CLIENT_ID: production needs a real Microsoft client/),
    ]);
    expect(
      problemsOf({
        ...valid,
        NODE_ENV: 'production',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      }),
    ).toEqual([expect.stringMatching(/^MICROSOFT_CLIENT_ID: production needs a real Microsoft client/)]);
  });

  it('starts in production with both providers configured', () => {
    const config = loadConfig({
      ...valid,
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      MICROSOFT_CLIENT_ID: 'ms-id',
      MICROSOFT_CLIENT_SECRET: 'ms-secret',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    });
    expect(config).toMatchObject({ MICROSOFT_CLIENT_ID: 'ms-id', MICROSOFT_TENANT: 'common' });
  });

  it('sends through the embedded outbox with a daily cap of 30 unless told otherwise', () => {
    const defaults = loadConfig(valid);
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.DAILY_SEND_CAP).toBe(30);
    expect(loadConfig({ ...valid, SMTP_URL: 'smtp://127.0.0.1:2525', DAILY_SEND_CAP: '5' })).toMatchObject({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DAILY_SEND_CAP: 5,
    });
    expect(problemsOf({ ...valid, SMTP_URL: 'http://mail.example', DAILY_SEND_CAP: '0' })).toEqual([
      expect.stringMatching(/^SMTP_URL: /),
      expect.stringMatching(/^DAILY_SEND_CAP: /),
    ]);
  });

  it('refuses a Microsoft client id without its secret', () => {
    expect(problemsOf({ ...valid, MICROSOFT_CLIENT_ID: 'id' })).toEqual([
      expect.stringMatching(/^MICROSOFT_CLIENT_SECRET: /),
    ]);
  });

  it('keeps files on local disk unless an S3 bucket is named', () => {
    const config = loadConfig(valid);
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
  });

  it('reads the S3 settings, with path-style addressing as a yes/no flag', () => {
    const config = loadConfig({
      ...valid,
      S3_BUCKET: ' outreach-files ',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'TRUE',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'outreach-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(loadConfig({ ...valid, S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: '0' }).S3_FORCE_PATH_STYLE).toBe(
      false,
    );
  });

  it('refuses S3 settings that would silently be ignored or half-given', () => {
    expect(problemsOf({ ...valid, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      expect.stringMatching(/^S3_BUCKET: S3_BUCKET is required/),
    ]);
    expect(problemsOf({ ...valid, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toEqual([
      expect.stringMatching(/^S3_SECRET_ACCESS_KEY: /),
    ]);
    expect(problemsOf({ ...valid, S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' })).toEqual([
      expect.stringMatching(/^S3_FORCE_PATH_STYLE: /),
    ]);
    expect(problemsOf({ ...valid, S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://files.example.com' })).toEqual([
      expect.stringMatching(/^S3_ENDPOINT: /),
    ]);
  });

  it('refuses a Google client id without its secret', () => {
    expect(problemsOf({ ...valid, GOOGLE_CLIENT_ID: 'id' })).toEqual([
      expect.stringMatching(/^GOOGLE_CLIENT_SECRET: /),
    ]);
  });

  it('reads the job boards as Company Name=provider:token entries', () => {
    const config = loadConfig({
      ...valid,
      JOB_BOARDS: ' Stripe=greenhouse:stripe, Netflix = Lever:netflix ,,Ramp Business=ashby:ramp ',
    });
    expect(config.JOB_BOARDS).toEqual([
      { company_name: 'Stripe', provider: 'greenhouse', token: 'stripe' },
      { company_name: 'Netflix', provider: 'lever', token: 'netflix' },
      { company_name: 'Ramp Business', provider: 'ashby', token: 'ramp' },
    ]);
    expect(loadConfig(valid).JOB_BOARDS).toEqual([]);
  });

  it('refuses a malformed or repeated job board entry, naming JOB_BOARDS', () => {
    for (const entry of [
      'Stripe',
      'Stripe=greenhouse',
      'Stripe=workday:stripe',
      '=lever:x',
      'Acme=lever:a/b',
    ]) {
      expect(problemsOf({ ...valid, JOB_BOARDS: `Ramp=ashby:ramp,${entry}` })).toEqual([
        expect.stringMatching(
          /^JOB_BOARDS: JOB_BOARDS entry ".*" must look like Company Name=provider:token/,
        ),
      ]);
    }
    expect(problemsOf({ ...valid, JOB_BOARDS: 'Ramp=ashby:ramp,ramp=lever:ramp' })).toEqual([
      'JOB_BOARDS: JOB_BOARDS names ramp more than once',
    ]);
  });

  it('points the job boards and the contact finder at the real services unless told otherwise', () => {
    expect(loadConfig(valid)).toMatchObject({
      GREENHOUSE_API_URL: 'https://boards-api.greenhouse.io',
      LEVER_API_URL: 'https://api.lever.co',
      ASHBY_API_URL: 'https://api.ashbyhq.com',
      HUNTER_API_URL: 'https://api.hunter.io/v2',
      DIRECTORY_HTTP_TIMEOUT_SECONDS: 10,
    });
    expect(loadConfig(valid).HUNTER_API_KEY).toBeUndefined();
    expect(
      loadConfig({
        ...valid,
        GREENHOUSE_API_URL: 'http://127.0.0.1:4001',
        LEVER_API_URL: '',
        HUNTER_API_KEY: ' hunter-key ',
        HUNTER_API_URL: 'http://127.0.0.1:4002/v2',
        DIRECTORY_HTTP_TIMEOUT_SECONDS: '3',
      }),
    ).toMatchObject({
      GREENHOUSE_API_URL: 'http://127.0.0.1:4001',
      LEVER_API_URL: 'https://api.lever.co',
      HUNTER_API_KEY: 'hunter-key',
      HUNTER_API_URL: 'http://127.0.0.1:4002/v2',
      DIRECTORY_HTTP_TIMEOUT_SECONDS: 3,
    });
    expect(
      problemsOf({ ...valid, ASHBY_API_URL: 'ftp://jobs.example', DIRECTORY_HTTP_TIMEOUT_SECONDS: '0' }),
    ).toEqual([
      expect.stringMatching(/^ASHBY_API_URL: /),
      expect.stringMatching(/^DIRECTORY_HTTP_TIMEOUT_SECONDS: /),
    ]);
  });

  it('takes no card payments through Braintree unless its three keys are given', () => {
    const config = loadConfig(valid);
    expect(config.BRAINTREE_MERCHANT_ID).toBeUndefined();
    expect(config).toMatchObject({ BRAINTREE_ENVIRONMENT: 'sandbox', BRAINTREE_TIMEOUT_SECONDS: 30 });
    expect(
      loadConfig({
        ...valid,
        BRAINTREE_MERCHANT_ID: ' merchant ',
        BRAINTREE_PUBLIC_KEY: 'public',
        BRAINTREE_PRIVATE_KEY: 'private',
        BRAINTREE_ENVIRONMENT: 'production',
        BRAINTREE_GATEWAY_URL: 'http://127.0.0.1:4567',
        BRAINTREE_TIMEOUT_SECONDS: '5',
      }),
    ).toMatchObject({
      BRAINTREE_MERCHANT_ID: 'merchant',
      BRAINTREE_ENVIRONMENT: 'production',
      BRAINTREE_GATEWAY_URL: 'http://127.0.0.1:4567',
      BRAINTREE_TIMEOUT_SECONDS: 5,
    });
  });

  it('refuses Braintree keys half-given, a gateway URL without keys, and a bad environment', () => {
    expect(
      problemsOf({ ...valid, BRAINTREE_MERCHANT_ID: 'merchant', BRAINTREE_PUBLIC_KEY: 'public' }),
    ).toEqual([
      'BRAINTREE_MERCHANT_ID: BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY must be set together',
    ]);
    expect(problemsOf({ ...valid, BRAINTREE_GATEWAY_URL: 'http://127.0.0.1:4567' })).toEqual([
      expect.stringMatching(/^BRAINTREE_GATEWAY_URL: BRAINTREE_GATEWAY_URL needs BRAINTREE_MERCHANT_ID/),
    ]);
    expect(
      problemsOf({ ...valid, BRAINTREE_ENVIRONMENT: 'development', BRAINTREE_TIMEOUT_SECONDS: '0' }),
    ).toEqual([
      expect.stringMatching(/^BRAINTREE_ENVIRONMENT: /),
      expect.stringMatching(/^BRAINTREE_TIMEOUT_SECONDS: /),
    ]);
  });

  it('refuses to start in production with the Braintree keys half-given or pointed at a local gateway', () => {
    const production = {
      ...valid,
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      MICROSOFT_CLIENT_ID: 'ms-id',
      MICROSOFT_CLIENT_SECRET: 'ms-secret',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    };
    const keys = {
      BRAINTREE_MERCHANT_ID: 'merchant',
      BRAINTREE_PUBLIC_KEY: 'public',
      BRAINTREE_PRIVATE_KEY: 'private',
    };
    expect(problemsOf({ ...production, BRAINTREE_PRIVATE_KEY: 'private' })).toEqual([
      expect.stringMatching(/^BRAINTREE_MERCHANT_ID: .* must be set together/),
    ]);
    expect(problemsOf({ ...production, ...keys, BRAINTREE_GATEWAY_URL: 'http://127.0.0.1:4567' })).toEqual([
      expect.stringMatching(/^BRAINTREE_GATEWAY_URL: production takes payments through Braintree itself/),
    ]);
    expect(loadConfig({ ...production, ...keys, BRAINTREE_ENVIRONMENT: 'production' })).toMatchObject({
      BRAINTREE_MERCHANT_ID: 'merchant',
      BRAINTREE_ENVIRONMENT: 'production',
    });
  });
});
