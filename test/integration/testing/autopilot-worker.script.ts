import { Logger } from '@nestjs/common';
import pino from 'pino';
import { createApp } from '@outreach/backend/create-app';
import { loadConfig } from '@outreach/backend/platform/config/config';

/*
 * An API process working the job queues (JOBS_ENABLED), for tests that SIGKILL it: configured by the environment
 * the test gives it, silent, it prints WORKER READY once its queues are worked.
 */
async function main(): Promise<void> {
  Logger.overrideLogger(false);
  const app = await createApp(loadConfig(), pino({ level: 'silent' }));
  await app.init();
  process.stdout.write('WORKER READY\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`worker failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
