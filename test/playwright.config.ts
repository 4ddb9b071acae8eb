import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

/** Debian's Chromium headless in a container: the journeys and the Lighthouse bench (test/bench/site-bench.ts) alike. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // A journey's ceiling, not its pace: on a loaded two-core CI machine the club admin journey (two sign-ins and
  // eleven steps) passed 60 s twice in a row while every step inside it was within its own limit.
  timeout: 120_000,
  retries: process.env.CI ? 1 : 0,
  // Two files at a time against the one server: each journey signs up its own users and asserts only on what they
  // own (admin lists by row), so they do not see each other; measured 3.5 min with one worker, 2.9 with two.
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: 'node --require @swc-node/register test/e2e/serve.ts',
    cwd: '..',
    url: `${BASE_URL}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the launcher stop the API and the runner, then the database; the default SIGKILL of the
    // process group would miss them (each runs in its own group) until they noticed their parent was gone.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      ADMIN_EMAILS: 'admin@example.com',
      LOG_LEVEL: 'warn',
      EMBEDDED_PG_PORT: '54339',
    },
  },
});
