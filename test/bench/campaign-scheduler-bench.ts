import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { CommandBus } from '@nestjs/cqrs';
import { Logger } from '@nestjs/common';
import { addDays, type Weekday } from '@outreach/backend/campaigns/campaign-plan';
import { scheduleCampaign } from '@outreach/backend/campaigns/campaign.commands';
import { CampaignScheduler, type CampaignTick } from '@outreach/backend/campaigns/process/campaign-scheduler';
import { commandMetadata } from '@outreach/backend/platform/commands/command-metadata';
import globalSetup from '@outreach/backend/platform/testing/global-setup';
import globalTeardown from '@outreach/backend/platform/testing/global-teardown';
import { startInProcessApp, type InProcessApp } from '../integration/testing/in-process-app';
import { eachFlag, positiveWhole } from './bench-options';
import { log } from './bench-server';
import { percentile, round } from './latency-stats';
import { loadLine, ms } from './read-bench';

/*
 * The campaign scheduler's cost per tick (issue 18): one tick of CampaignScheduler, timed from its call to its
 * answer, with an injected clock. The whole product starts in this process on a fresh database, as the integration
 * tests start it. First the baseline: only the due campaigns' users' campaigns exist (`--due`, 10 by default); then
 * `--campaigns` (1,000) active campaigns of 100 other users in six time zones are scheduled, none due in the timed
 * window. Each phase times an idle tick (nothing due) and a tick where the due campaigns each send one waiting draft
 * through the send pipeline (quota, outbox, tracking, the campaign's events). The read models are caught up between
 * ticks, outside the timing. It prints figures and never asserts.
 */

interface Options {
  campaigns: number;
  due: number;
  rounds: number;
  warmup: number;
}

const USAGE =
  'npm run bench:campaigns -- [--campaigns 1000] [--due 10] [--rounds 10] [--warmup 2]\n' +
  '  --campaigns  active campaigns scheduled besides the due ones (none of them due while timed)\n' +
  '  --due        campaigns that send one message on each timed busy tick (one user each)\n' +
  '  --rounds     timed ticks of each kind per phase, after --warmup untimed ones\n';

function parseOptions(argv: string[]): Options {
  const options: Options = { campaigns: 1000, due: 10, rounds: 10, warmup: 2 };
  eachFlag(argv, (flag, value) => {
    if (flag === '--campaigns') options.campaigns = positiveWhole(value(), flag);
    else if (flag === '--due') options.due = positiveWhole(value(), flag);
    else if (flag === '--rounds') options.rounds = positiveWhole(value(), flag);
    else if (flag === '--warmup') options.warmup = positiveWhole(value(), flag);
    else {
      process.stderr.write(USAGE);
      process.exit(flag === '--help' ? 0 : 2);
    }
  });
  return options;
}

const EVERY_DAY: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ZONES = [
  'America/New_York',
  'Europe/Paris',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/Los_Angeles',
  'UTC',
];
const MINUTE = 60_000;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  Logger.overrideLogger(false);
  await globalSetup();
  let t: InProcessApp | undefined;
  try {
    log(`# load average over 1 min before the start: ${loadLine()} (${cpus().length} CPUs)`);
    t = await startInProcessApp({ DATABASE_POOL_SIZE: '30', DAILY_SEND_CAP: '10000' });
    const app = t;
    const commands = app.app.get(CommandBus);
    const scheduler = app.app.get(CampaignScheduler);
    const caughtUp = async () => {
      const newest = await app.newestPosition();
      for (const name of ['campaigns-list', 'drafts-list', 'conversations', 'plan-usage'] as const) {
        await app.projected(name, newest);
      }
    };
    // The timed window: tomorrow from 00:10 UTC, one busy tick every ten minutes of injected time.
    const today = new Date().toISOString().slice(0, 10);
    const windowStart = Date.parse(`${addDays(today, 1)}T00:10:00.000Z`);
    const ticks = options.warmup + options.rounds;

    // The due campaigns: one user each, with a waiting draft for every busy tick of both phases.
    const seedStart = Date.now();
    const dueUsers = await Promise.all(
      Array.from({ length: options.due }, (_, i) => app.register(`bench-campaigns-${i}@example.com`)),
    );
    await Promise.all(
      dueUsers.map(async ({ token }, i) => {
        for (let d = 0; d < 2 * ticks; d += 1) {
          const contact = await fetchJson(app, token, '/contacts/', {
            first_name: `C${i}x${d}`,
            last_name: 'Bench',
            email: `c${i}x${d}@bench.example`,
            company: 'Acme',
          });
          await fetchJson(app, token, '/emails/drafts/', {
            contact_id: (contact as { contact: { id: string } }).contact.id,
            subject: 'Hello',
            body: 'Hi there',
          });
        }
      }),
    );
    const schedule = (userId: string, startDate: string, timeZone: string) =>
      commands.execute(
        scheduleCampaign(
          {
            type: 'ScheduleCampaign',
            data: {
              campaignId: randomUUID(),
              userId,
              now: new Date().toISOString(),
              campaignName: '',
              totalMessages: 10_000,
              messagesPerDay: 500,
              startDate,
              daysOfWeek: EVERY_DAY,
              sendTimes: { start: '00:00', end: '23:59' },
              timeZone,
            },
          },
          commandMetadata(userId),
        ),
      );
    for (const { userId } of dueUsers) await schedule(userId, addDays(today, 1), 'UTC');
    await caughtUp();
    log(
      `# ${options.due} due campaigns' users with ${2 * ticks} waiting drafts each, in ${round((Date.now() - seedStart) / 1000, 1)} s`,
    );

    let clock = windowStart;
    const timeTicks = async (label: string, busy: boolean) => {
      const timings: number[] = [];
      for (let round = 0; round < ticks; round += 1) {
        // Idle: a minute before the due campaigns' first day, when nothing is due. Busy: ten minutes after the last busy tick.
        const at = busy ? (clock += 10 * MINUTE) : windowStart - 11 * MINUTE;
        const began = process.hrtime.bigint();
        const run: CampaignTick = await scheduler.tick(new Date(at));
        const took = Number(process.hrtime.bigint() - began) / 1e6;
        if (busy && run.sent.length !== options.due) {
          throw new Error(`A busy tick sent ${run.sent.length}, not ${options.due}: ${JSON.stringify(run)}`);
        }
        if (!busy && run.sent.length + run.waiting.length > 0)
          throw new Error('An idle tick found due campaigns');
        if (round >= options.warmup) timings.push(took);
        await caughtUp();
      }
      const sorted = [...timings].sort((a, b) => a - b);
      return { label, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
    };

    const figures = [
      await timeTicks(`baseline: idle tick, ${options.due} campaigns`, false),
      await timeTicks(`baseline: tick with ${options.due} due, ${options.due} campaigns`, true),
    ];
    const others = Array.from({ length: 100 }, () => randomUUID());
    const scheduledStart = Date.now();
    for (let c = 0; c < options.campaigns; c += 1) {
      // Active and scheduled, their first opening after the timed window (starting in two to eight days).
      await schedule(others[c % others.length], addDays(today, 2 + (c % 7)), ZONES[c % ZONES.length]);
    }
    await caughtUp();
    log(
      `# scheduled ${options.campaigns.toLocaleString('en-US')} more active campaigns of ${others.length} users in ${ZONES.length} time zones, in ${round((Date.now() - scheduledStart) / 1000, 1)} s`,
    );
    figures.push(
      await timeTicks(`idle tick, ${options.due + options.campaigns} campaigns`, false),
      await timeTicks(`tick with ${options.due} due, ${options.due + options.campaigns} campaigns`, true),
    );

    log(`\n${options.rounds} ticks each after ${options.warmup} warm-up ticks (ms)`);
    log(`${'scenario'.padEnd(60)}  median     p95`);
    for (const figure of figures) log(`${figure.label.padEnd(60)} ${ms(figure.p50)} ${ms(figure.p95)}`);
    log(
      `load average over 1 min: ${loadLine()} now (${cpus().length} CPUs); other work on the machine inflates every row`,
    );
    log(`total ${round((Date.now() - started) / 1000, 1)} s`);
  } finally {
    await t?.close();
    await globalTeardown();
  }
}

async function fetchJson(t: InProcessApp, token: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
