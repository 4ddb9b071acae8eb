import { cpus } from 'node:os';
import {
  DEFAULT_DOUBLE_CHUNKS,
  startOpenAiDouble,
  type OpenAiDouble,
} from '@outreach/backend/platform/language-model/testing/openai-double';
import globalSetup from '@outreach/backend/platform/testing/global-setup';
import globalTeardown from '@outreach/backend/platform/testing/global-teardown';
import { startInProcessApp, type InProcessApp } from '../integration/testing/in-process-app';
import { eachFlag, positiveWhole } from './bench-options';
import { log } from './bench-server';
import { proUserWithProfile } from './bench-users';
import { round } from './latency-stats';
import { loadLine } from './read-bench';

/*
 * Bulk generation (issue 18): POST /emails/write/stream/bulk/ for `--emails` contacts of a Pro user (no write_limit
 * in the way), timed from the request to the stream's last event, once with the embedded drafter and once against
 * the OpenAI double answering each completion after `--model-delay-ms`. The whole product runs in this process on a
 * fresh database, as the integration tests start it. It prints figures and never asserts.
 */

interface Options {
  emails: number;
  modelDelayMs: number;
}

const USAGE = 'npm run bench:bulk -- [--emails 50] [--model-delay-ms 800]\n';

function parseOptions(argv: string[]): Options {
  const options: Options = { emails: 50, modelDelayMs: 800 };
  eachFlag(argv, (flag, value) => {
    if (flag === '--emails') options.emails = positiveWhole(value(), flag);
    else if (flag === '--model-delay-ms') options.modelDelayMs = positiveWhole(value(), flag);
    else if (flag === '--help') {
      process.stdout.write(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown flag ${flag} (try --help)`);
  });
  return options;
}

interface Run {
  ms: number;
  written: number;
  last: string;
}

/** A Pro user with `count` fresh contacts, then one bulk request for all of them. */
async function bulkRun(t: InProcessApp, email: string, count: number): Promise<Run> {
  const user = await proUserWithProfile(t, email);
  const contacts = Array.from({ length: count }, (_, index) => ({
    first_name: `Person${index}`,
    last_name: 'Bench',
    email: `person${index}.${email}`,
    company: `Company ${index % 10}`,
    job_title: 'Engineer',
  }));
  const added = await t
    .api()
    .post('/contacts/bulk-add')
    .set('Authorization', `Bearer ${user.token}`)
    .send(contacts);
  if (added.status !== 201) throw new Error(`bulk-add answered ${added.status}: ${added.text}`);
  await t.projected('contacts-list', await t.newestPosition());
  const since = process.hrtime.bigint();
  const response = await t
    .api()
    .post('/emails/write/stream/bulk/')
    .set('Authorization', `Bearer ${user.token}`)
    .send({ number: count });
  const ms = Number(process.hrtime.bigint() - since) / 1e6;
  const events = response.text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as { status?: string; message?: string });
  return {
    ms,
    written: events.filter((event) => event.status?.startsWith('FINAL_RESULT: ')).length,
    last: events.at(-1)?.message ?? JSON.stringify(events.at(-1)),
  };
}

const line = (what: string, run: Run, count: number) =>
  `${what}: ${count} e-mails in ${round(run.ms / 1000, 2)} s (${round(run.ms / count)} ms each), ` +
  `${run.written} written, ended '${run.last}'`;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  await globalSetup();
  let t: InProcessApp | undefined;
  let model: OpenAiDouble | undefined;
  try {
    log(`# load average over 1 min before the start: ${loadLine()} (${cpus().length} CPUs)`);
    t = await startInProcessApp();
    // Warm-up: the first request pays the JIT and the pools' first connections.
    await bulkRun(t, 'warm@bench.example', 3);
    log(line('embedded drafter', await bulkRun(t, 'embedded@bench.example', options.emails), options.emails));
    await t.close();
    t = undefined;

    model = await startOpenAiDouble({
      kind: 'answer',
      chunks: DEFAULT_DOUBLE_CHUNKS,
      delayMs: options.modelDelayMs,
    });
    t = await startInProcessApp({ OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: model.baseURL });
    await bulkRun(t, 'warm@bench.example', 3);
    log(
      line(
        `OpenAI double answering after ${options.modelDelayMs} ms`,
        await bulkRun(t, 'model@bench.example', options.emails),
        options.emails,
      ),
    );
    log(`load average over 1 min: ${loadLine()} now (${cpus().length} CPUs)`);
  } finally {
    await t?.close();
    await model?.close();
    await globalTeardown();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
