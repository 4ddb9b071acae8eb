import { loadConfig } from './platform/config/config';
import { createLogger } from './platform/logging/logger';
import { stopWhenParentGoes } from './platform/process/child-process';
import { createApp } from './create-app';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  const logger = createLogger(config.LOG_LEVEL);
  const app = await createApp(config, logger);
  // enableShutdownHooks (create-app) closes the app on SIGTERM, SIGINT and SIGHUP; the same when npm start is gone.
  stopWhenParentGoes();
  await app.listen(config.PORT);
  logger.info({ url: config.PUBLIC_URL, port: config.PORT }, 'API listening');
}

void main();
