import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the app, so browsers keep them cached across deploys.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    env: { TZ: 'UTC' },
    restoreMocks: true,
    // CI shares two cores with PostgreSQL and Chromium; one retry absorbs a starved timer, a real failure fails twice.
    retry: process.env.CI ? 1 : 0,
  },
});
