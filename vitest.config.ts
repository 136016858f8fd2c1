import { defineConfig } from 'vitest/config';

// Three kinds of tests, each its own project so they can run apart (`npm run test:unit` …):
// - unit:    core stores, ui and feature components (happy-dom; HTTP answered by MSW, tests/unit/core/api-server.ts)
// - server:  the API through fastify.inject on PGlite (memory://) and, when reachable, PostgreSQL
// - browser: the built storefront served by the real server, driven in a real Chromium
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'elements/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite starts in ~3 s per file; two workers on two cores.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          globalSetup: ['tests/browser/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
