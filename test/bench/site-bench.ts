import { ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { freePort } from '@outreach/backend/platform/database/embedded-postgres';
import { CHROMIUM_ARGS } from '../playwright.config';
import { log } from './bench-server';

/*
 * The public site as Lighthouse 12.2.3 sees it on a phone (its default mobile settings: a Moto G Power screen,
 * simulated slow 4G and a 4x slower CPU): performance, accessibility, best practices and SEO for /, /pricing,
 * /blog and one post, the median of three runs each, and the JavaScript a visitor downloads for /. Prints
 * figures, asserts nothing (issue 19's goals: every score at least 95, at most 150 kB of gzipped JavaScript).
 *
 *   npm run bench:site                         builds if stale and starts the product as the e2e tests do
 *   npm run bench:site -- http://localhost:3000  measures a product already running there
 */

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const ROOT = join(__dirname, '..', '..');

interface NetworkRecord {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; title: string; details?: { items?: unknown[] } }>;
}

type LighthouseRun = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResult } | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

/** Lighthouse and chrome-launcher are ES modules; an import() this CommonJS script's compiler leaves alone. */
const importModule = new Function('specifier', 'return import(specifier)') as <T>(
  specifier: string,
) => Promise<T>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the product stopped (exit ${child.exitCode}) before answering`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base}/health did not answer within ${timeoutMs / 1000} s`);
}

/** The built product on a free port, started by the same launcher as the e2e tests (a fresh database). */
async function startProduct(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  log(`starting the product on ${base} (builds the frontend first when it is stale)…`);
  const child = spawn(process.execPath, ['--require', '@swc-node/register', 'test/e2e/serve.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      EMBEDDED_PG_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(base, child);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { base, stop };
}

/** One published post's path, from the blog's own list (GET /blog); null while the blog has none. */
async function onePostPath(base: string): Promise<string | null> {
  try {
    const response = await fetch(`${base}/blog`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { items?: { slug?: string }[] } | { slug?: string }[];
    const items = Array.isArray(body) ? body : (body.items ?? []);
    const slug = items.find((item) => typeof item.slug === 'string')?.slug;
    return slug ? `/blog/${encodeURIComponent(slug)}` : null;
  } catch {
    return null;
  }
}

/** The size of a file as a gzip-only client downloads it (the product sends brotli to browsers that take it). */
function gzipBytes(url: string): Promise<number> {
  const get = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.on('end', () => resolve(size));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main(): Promise<void> {
  const given = process.argv.slice(2).find((argument) => /^https?:\/\//.test(argument));
  const product = given
    ? { base: given.replace(/\/+$/, ''), stop: async () => undefined }
    : await startProduct();
  const { default: lighthouse } = await importModule<{ default: LighthouseRun }>('lighthouse');
  const chromeLauncher = await importModule<ChromeLauncher>('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_ARGS],
  });

  try {
    const post = await onePostPath(product.base);
    const paths = ['/', '/pricing', '/blog', ...(post ? [post] : [])];
    if (!post) log('the blog lists no post yet: measuring /, /pricing and /blog only');

    const rows: string[] = [];
    const flagged = new Map<string, Set<string>>();
    let homeScripts: NetworkRecord[] = [];
    for (const path of paths) {
      const scores: Record<string, number[]> = Object.fromEntries(
        CATEGORIES.map((category) => [category, []]),
      );
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await lighthouse(`${product.base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
        const { lhr } = result;
        for (const category of CATEGORIES)
          scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        for (const [id, audit] of Object.entries(lhr.audits)) {
          if (audit.score !== null && audit.score < 0.9 && audit.details) {
            flagged.set(path, (flagged.get(path) ?? new Set()).add(`${id}: ${audit.title}`));
          }
        }
        if (path === '/' && run === 1) {
          const records = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkRecord[];
          homeScripts = records.filter((record) => record.resourceType === 'Script');
        }
        log(
          `${path} run ${run}: ${CATEGORIES.map((category) => `${category} ${scores[category].at(-1)}`).join(', ')}`,
        );
      }
      rows.push(`| ${path} | ${CATEGORIES.map((category) => median(scores[category])).join(' | ')} |`);
    }

    const transferred = homeScripts.reduce((sum, record) => sum + (record.transferSize ?? 0), 0);
    const gzipped = (await Promise.all(homeScripts.map((record) => gzipBytes(record.url)))).reduce(
      (a, b) => a + b,
      0,
    );

    log('');
    log(`## Lighthouse 12.2.3, mobile, median of ${RUNS} runs (${product.base})`);
    log('');
    log(`| page | ${CATEGORIES.join(' | ')} |`);
    log(`| --- | ${CATEGORIES.map(() => '---').join(' | ')} |`);
    for (const row of rows) log(row);
    log('');
    log(
      `JavaScript for /: ${homeScripts.length} files, ${kB(gzipped)} gzipped (goal at most 150 kB), ` +
        `${kB(transferred)} as transferred to Chromium (brotli)`,
    );
    for (const [path, audits] of flagged) log(`flagged on ${path}: ${[...audits].join('; ')}`);
  } finally {
    chrome.kill();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
