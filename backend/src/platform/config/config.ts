import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Relative paths in the configuration are resolved from the repository root, whatever the working directory. */
const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** true/false, 1/0, yes/no (any case); empty means the default (unset without one). */
const flagText = () =>
  z.stringbool({ truthy: ['true', '1', 'yes'], falsy: ['false', '0', 'no'], case: 'insensitive' });
const blankAsUnset = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);
const flag = (fallback: boolean) => z.preprocess(blankAsUnset, flagText().default(fallback));
const optionalFlag = z.preprocess(blankAsUnset, flagText().optional());

const httpUrl = (fallback: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).default(fallback),
  );

export const JOB_BOARD_PROVIDERS = ['greenhouse', 'lever', 'ashby'] as const;
export type JobBoardProvider = (typeof JOB_BOARD_PROVIDERS)[number];
export interface JobBoardSetting {
  company_name: string;
  provider: JobBoardProvider;
  token: string;
}

/** `Company Name=provider:token`, comma-separated; one bad entry refuses the whole setting. */
const jobBoards = z
  .string()
  .default('')
  .transform((value, ctx): JobBoardSetting[] => {
    const boards: JobBoardSetting[] = [];
    const entries = value.split(',').map((item) => item.trim());
    for (const entry of entries.filter(Boolean)) {
      const match = /^([^=]+)=\s*([A-Za-z]+)\s*:\s*([A-Za-z0-9._-]+)$/.exec(entry);
      const provider = match?.[2].toLowerCase() as JobBoardProvider | undefined;
      if (!match || !provider || !JOB_BOARD_PROVIDERS.includes(provider)) {
        ctx.addIssue({
          code: 'custom',
          message: `JOB_BOARDS entry "${entry}" must look like Company Name=provider:token, provider one of ${JOB_BOARD_PROVIDERS.join(', ')}`,
        });
        continue;
      }
      const company_name = match[1].trim();
      if (boards.some((board) => board.company_name.toLowerCase() === company_name.toLowerCase())) {
        ctx.addIssue({ code: 'custom', message: `JOB_BOARDS names ${company_name} more than once` });
        continue;
      }
      boards.push({ company_name, provider, token: match[3] });
    }
    return boards;
  });

/**
 * Express's "trust proxy": whose X-Forwarded-For to believe for a client's address (rate limits, tracking
 * prefixes). Nobody's by default: a client that reaches the API directly would otherwise pick its own address by
 * sending the header. Behind a proxy, a comma list naming it: loopback / linklocal / uniquelocal, addresses or
 * subnets. A hop count is refused, since it believes whoever connects, named or not.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((text, ctx): false | string[] => {
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (text === '' || text.toLowerCase() === 'none') return false;
    const valid = (entry: string) => {
      if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
      const [address, bits, extra] = entry.split('/');
      if (extra !== undefined || isIP(address) === 0) return false;
      return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
    };
    const wrong = entries.find((entry) => !valid(entry));
    if (entries.length === 0 || wrong !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be empty (trust no proxy) or a comma list naming the proxies: loopback, linklocal, uniquelocal, addresses and subnets${wrong === undefined ? '' : `; not ${wrong}`}`,
      });
      return z.NEVER;
    }
    return entries;
  });

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Where browsers reach the product; links in e-mails and club sign-up links are built from it. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    TRUST_PROXY: trustProxy,
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    EVENTSTORE_URL: optionalText,
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
    ADMIN_EMAILS: csv,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /** Overrides for an OAuth provider speaking Google's protocol (tests point these at a local double). */
    GOOGLE_AUTHORIZATION_URL: optionalText,
    GOOGLE_TOKEN_URL: optionalText,
    GOOGLE_USERINFO_URL: optionalText,
    MICROSOFT_CLIENT_ID: optionalText,
    MICROSOFT_CLIENT_SECRET: optionalText,
    /** Which Microsoft accounts may sign in: common (work and personal), organizations, consumers, or a tenant id. */
    MICROSOFT_TENANT: z.string().trim().min(1).default('common'),
    /** Overrides for a provider speaking Microsoft's protocol: authorize, token, and the Graph API root. */
    MICROSOFT_AUTHORIZATION_URL: optionalText,
    MICROSOFT_TOKEN_URL: optionalText,
    MICROSOFT_GRAPH_URL: optionalText,
    /** The external form the sidebar's alert-form button opens; the button is hidden when unset. */
    ALERT_FORM_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.url({ protocol: /^https?$/ }).optional(),
    ),
    /** Where clubs and campus groups ask for member seats (the pricing page's Contact); the spec names no address. */
    SUPPORT_EMAIL: z.email().default('support@example.com'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Folder with the built frontend that the API serves; empty to serve none. */
    FRONTEND_DIST: optionalText,
    /** in-process: this API process runs the projection runner too; external: a separate runner NOTIFYs. */
    PROJECTIONS: z.enum(['in-process', 'external']).default('in-process'),
    /** Root folder of the local file storage (resumes); relative to the repository root unless absolute. */
    STORAGE_DIR: z
      .string()
      .trim()
      .min(1)
      .default('.data/storage')
      .transform((dir) => resolve(REPO_ROOT, dir)),
    /** Files go to this S3 (or S3-compatible) bucket instead of STORAGE_DIR when set. */
    S3_BUCKET: optionalText,
    /** An S3-compatible service's URL (MinIO, R2, Ceph); AWS S3 itself when unset. */
    S3_ENDPOINT: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.url({ protocol: /^https?$/ }).optional(),
    ),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** Both or neither; without them the AWS SDK's default chain applies (e.g. an instance or task role). */
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** bucket in the path instead of the host name; most self-hosted S3-compatible services need true. */
    S3_FORCE_PATH_STYLE: flag(false),
    /** Drafting uses the OpenAI API (or OPENAI_BASE_URL's compatible server) when set; else the offline drafter. */
    OPENAI_API_KEY: optionalText,
    /** An OpenAI-compatible server's API root, e.g. http://localhost:11434/v1; OpenAI itself when unset. */
    OPENAI_BASE_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.url({ protocol: /^https?$/ }).optional(),
    ),
    OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    /**
     * Who reads blog posts aloud (POST /blog/tts): openai (its speech endpoint, needs OPENAI_API_KEY) or embedded
     * (eSpeak NG in WebAssembly, offline). Unset: openai when OPENAI_API_KEY is set, else embedded.
     */
    TTS_ENGINE: z.preprocess(blankAsUnset, z.enum(['embedded', 'openai']).optional()),
    OPENAI_TTS_MODEL: z.string().trim().min(1).default('gpt-4o-mini-tts'),
    OPENAI_TTS_VOICE: z.string().trim().min(1).default('alloy'),
    /** An eSpeak NG voice name (espeak-ng --voices), e.g. en-us, en-gb, de. */
    ESPEAK_VOICE: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(-[a-z0-9]+)*$/i, 'ESPEAK_VOICE must be an eSpeak NG voice name such as en-us')
      .default('en-us'),
    ESPEAK_WORDS_PER_MINUTE: z.coerce.number().int().min(80).max(450).default(175),
    /** Embedding model (e.g. text-embedding-3-small); job scoring blends its cosine with the lexical score when set. */
    OPENAI_EMBEDDING_MODEL: optionalText,
    /** false for a compatible server that cannot stream: each answer then arrives whole. */
    OPENAI_STREAM: flag(true),
    /** HMAC key of open-pixel and click-link tokens; derived from JWT_SECRET when unset. */
    TRACKING_SECRET: optionalText,
    /** Mailbox polled for replies, e.g. imaps://user:pass@imap.example.com/INBOX; no polling when unset. */
    IMAP_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.url({ protocol: /^imaps?$/ }).optional(),
    ),
    IMAP_POLL_SECONDS: z.coerce.number().int().min(5).max(86400).default(60),
    /** Seconds between heartbeats on the autopilot's event streams; the contract's STREAM_HEARTBEAT_SECONDS when unset. */
    AUTOPILOT_STREAM_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).optional(),
    /** Outgoing mail server, e.g. smtps://user:pass@smtp.example.com:465; the embedded outbox when unset. */
    SMTP_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.url({ protocol: /^smtps?$/ }).optional(),
    ),
    /** How long connecting, the greeting and each SMTP reply may take before a send's outcome counts as unknown. */
    SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    /** E-mails one user may send per UTC day; failed sends do not count. */
    DAILY_SEND_CAP: z.coerce.number().int().min(1).max(10000).default(30),
    /** Load the demo directory before listening; false loads it on the first search instead. */
    DIRECTORY_PRELOAD: flag(true),
    /** Run the recurring background jobs (pg-boss on DATABASE_URL) in this process: e.g. the due downgrades. */
    JOBS_ENABLED: flag(true),
    /** How often an idle worker asks the queue for work, in seconds. */
    JOBS_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** How often runs outliving their lease (a crashed worker's) are put back for a retry, in seconds. */
    JOBS_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /**
     * The campaign scheduler's tick (five-field cron, UTC; pg-boss's finest is a minute): each tick sends at most
     * one message per due campaign. CAMPAIGN_TICK_BATCH: due campaigns read from campaigns_list per page.
     */
    CAMPAIGN_TICK_CRON: z
      .string()
      .regex(/^\S+( \S+){4}$/, 'CAMPAIGN_TICK_CRON must be a five-field cron expression')
      .default('* * * * *'),
    CAMPAIGN_TICK_BATCH: z.coerce.number().int().min(1).max(10000).default(200),
    /** Autopilot companies one process works on at once (each a task of the queue autopilot.company). */
    AUTOPILOT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
    /*
     * The autopilot's queues; unset, the defaults of autopilot-queues.ts (AUTOPILOT_QUEUE_DEFAULTS), with which the
     * projection runner's sender creates a queue missing at its start. A company's run still going after the lease
     * is taken as lost (a crashed worker) and run again; an unexpected error is followed by up to the retry limit
     * runs, the first after the delay, doubling unless AUTOPILOT_RETRY_BACKOFF=false; after the last the company fails.
     */
    AUTOPILOT_LEASE_SECONDS: z.coerce.number().int().min(1).max(86400).optional(),
    AUTOPILOT_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).optional(),
    AUTOPILOT_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
    AUTOPILOT_RETRY_BACKOFF: optionalFlag,
    /** Public job boards per company, e.g. Stripe=greenhouse:stripe,Netflix=lever:netflix,Ramp=ashby:ramp. */
    JOB_BOARDS: jobBoards,
    /** API roots of the job boards and the contact finder (tests point these at local doubles). */
    GREENHOUSE_API_URL: httpUrl('https://boards-api.greenhouse.io'),
    LEVER_API_URL: httpUrl('https://api.lever.co'),
    ASHBY_API_URL: httpUrl('https://api.ashbyhq.com'),
    /** Contact search asks a Hunter-style domain search when set; else the demo directory's people. */
    HUNTER_API_KEY: optionalText,
    HUNTER_API_URL: httpUrl('https://api.hunter.io/v2'),
    /** How long one call to a job board or the contact finder may take, answer included. */
    DIRECTORY_HTTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
    /** Card payments through Braintree: all three keys or none (from the Braintree control panel's API keys). */
    BRAINTREE_MERCHANT_ID: optionalText,
    BRAINTREE_PUBLIC_KEY: optionalText,
    BRAINTREE_PRIVATE_KEY: optionalText,
    BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    /** A gateway speaking Braintree's protocol (tests point this at a local double); Braintree itself when unset. */
    BRAINTREE_GATEWAY_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.url({ protocol: /^https?$/ }).optional(),
    ),
    /** How long one call to the payment gateway may take before its outcome counts as unknown (then reconciled). */
    BRAINTREE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(30),
  })
  .superRefine((config, ctx) => {
    if ((config.GOOGLE_CLIENT_ID === undefined) !== (config.GOOGLE_CLIENT_SECRET === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    if ((config.MICROSOFT_CLIENT_ID === undefined) !== (config.MICROSOFT_CLIENT_SECRET === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MICROSOFT_CLIENT_SECRET'],
        message: 'MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET must be set together',
      });
    }
    if ((config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    // Without a bucket the files silently go to local disk; an S3 setting without one is a mistake to name.
    const s3Settings = [config.S3_ENDPOINT, config.S3_ACCESS_KEY_ID, config.S3_SECRET_ACCESS_KEY];
    if (config.S3_BUCKET === undefined && s3Settings.some((value) => value !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET is required when other S3_ settings are given',
      });
    }
    // Without a key the offline drafter would answer silently instead of the server the operator named.
    if (config.OPENAI_BASE_URL !== undefined && config.OPENAI_API_KEY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message:
          'OPENAI_API_KEY is required when OPENAI_BASE_URL is set (any value for a server that needs none)',
      });
    }
    if (config.TTS_ENGINE === 'openai' && config.OPENAI_API_KEY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'OPENAI_API_KEY is required when TTS_ENGINE is openai',
      });
    }
    const braintreeKeys = [
      config.BRAINTREE_MERCHANT_ID,
      config.BRAINTREE_PUBLIC_KEY,
      config.BRAINTREE_PRIVATE_KEY,
    ];
    if (braintreeKeys.some((key) => key === undefined) && braintreeKeys.some((key) => key !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['BRAINTREE_MERCHANT_ID'],
        message: 'BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY must be set together',
      });
    }
    // Without keys the gateway URL would silently be ignored.
    if (config.BRAINTREE_GATEWAY_URL !== undefined && braintreeKeys.every((key) => key === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['BRAINTREE_GATEWAY_URL'],
        message:
          'BRAINTREE_GATEWAY_URL needs BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY',
      });
    }
    if (config.NODE_ENV === 'production' && config.BRAINTREE_GATEWAY_URL !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['BRAINTREE_GATEWAY_URL'],
        message:
          'production takes payments through Braintree itself; BRAINTREE_GATEWAY_URL is for local doubles',
      });
    }
    if (config.NODE_ENV === 'production' && config.GOOGLE_CLIENT_ID === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_ID'],
        message: 'production needs a real identity provider; the local sign-in page is for development only',
      });
    }
    if (config.NODE_ENV === 'production' && config.SMTP_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'production needs a real mail server; the embedded outbox never delivers e-mails',
      });
    }
    if (config.NODE_ENV === 'production' && config.MICROSOFT_CLIENT_ID === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['MICROSOFT_CLIENT_ID'],
        message:
          'production needs a real Microsoft client for Outlook sign-in; the local sign-in page is for development only',
      });
    }
  });

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot; every setting is named in the error when something is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(config)'}: ${issue.message}`),
    );
  }
  return result.data;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
