import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const backend = 'http://localhost:3000';

/**
 * Test files that replace modules (vi.mock, vi.doMock) or globals (vi.stubGlobal): they run isolated, each with its
 * own module registry and DOM. Every other file shares its worker's registry and DOM with the files before it
 * (isolate: false), as the tests inside one file always do; setup-tests.ts still runs around every test. That
 * saves a jsdom and an import of the app per file: about half of the suite's CPU time.
 */
const src = fileURLToPath(new URL('./src', import.meta.url));
const testFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split('\\').join('/')}`);
const replacesModules = testFiles.filter((file) =>
  /\bvi\.(mock|doMock|stubGlobal)\(/.test(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')),
);

/**
 * Writes a brotli and a gzip copy beside every built script, stylesheet and SVG, which the backend sends to
 * browsers that take them (backend/src/site/precompressed-assets.ts): compressed once here instead of per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : fileURLToPath(new URL(config.build.outDir, `file://${config.root}/`));
    },
    closeBundle() {
      if (!outDir) return;
      for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const path = `${outDir}/${file}`;
        const content = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(content));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    // The backend owns port 3000 and serves the built app there; the dev server proxies to it.
    port: 5173,
    proxy: {
      '/api': backend,
      '/auth': {
        target: backend,
        // /auth/callback is a client route; only the backend's /auth/* endpoints go through.
        bypass: (req) => (req.url?.startsWith('/auth/callback') ? req.url : undefined),
      },
      '/dev-oidc': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: isSsrBuild
    ? {
        // The server render (src/entry-server.tsx), outside the public dist so it is never served as a file;
        // CommonJS (.cjs, as this package is "type": "module") so the backend can require it.
        outDir: 'dist-ssr',
        copyPublicDir: false,
        rolldownOptions: {
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
        },
      }
    : {
        outDir: 'dist',
        sourcemap: true,
        rolldownOptions: {
          output: {
            // React and the router change far less often than the app, so browsers keep them cached across deploys.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    env: { TZ: 'UTC' },
    restoreMocks: true,
    // CI shares two cores with PostgreSQL and Chromium; one retry absorbs a starved timer, a real failure fails twice.
    retry: process.env.CI ? 1 : 0,
    // The 150-draft and streaming tests take 2-3 s alone and passed 5 s when the machine was starved; a passing
    // run is no slower for the margin.
    testTimeout: 15_000,
    // Vitest's default is one worker fewer than the cores: on two cores, one file at a time while the main process
    // idles after transforming.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: replacesModules,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: replacesModules } },
    ],
  },
}));
