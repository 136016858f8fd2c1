import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

// Server test files share their worker's modules (isolate: false): importing the whole server once per file
// cost more than a third of the server step. A file that replaces a module (vi.mock) needs a registry of its
// own, so those files (found here, not listed by hand) run in the project server-isolated.
const mockingServerFiles = readdirSync('tests/server', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `tests/server/${file}`)
  .filter((file) => /\bvi\.(do)?mock\(/i.test(readFileSync(file, 'utf8')));

// Unit test files share their worker's modules too (importing React, the ui and the stores once per file was
// about half of the step). Files that test module-level singletons need a fresh registry per file: the elements
// (each file's window has its own customElements, but a shared module would remember an earlier definition), the
// session and the shared-core handshake (they count what the first copy of a module did), and any file with
// vi.mock. They run in the project unit-isolated.
const UNIT_ROOTS = ['tests/unit', 'src', 'elements'];
const unitTestFiles = UNIT_ROOTS.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${root}/${file}`),
);
const OWN_MODULE_STATE = ['tests/unit/core/session.test.ts', 'tests/unit/core/shared.test.ts'];
const isolatedUnitFiles = unitTestFiles.filter(
  (file) =>
    file.startsWith('tests/unit/elements/') ||
    OWN_MODULE_STATE.includes(file) ||
    /\bvi\.(do)?mock\(|vi\.resetModules\(/.test(readFileSync(file, 'utf8')),
);
const unitTest = {
  environment: 'happy-dom' as const,
  setupFiles: ['tests/unit/setup.ts'],
};

const serverTest = {
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Makes the databases each test app copies (tests/server/helpers/test-databases.ts).
  globalSetup: ['tests/server/global-setup.ts'],
  // Two workers on two cores.
  maxWorkers: 2,
};

// Three kinds of tests, each its own project so they can run apart (`npm run test:unit` …):
// - unit:    core stores, ui and feature components (happy-dom; HTTP answered by MSW, tests/unit/core/api-server.ts)
// - server:  the API through fastify.inject on PGlite (memory://) and, when reachable, PostgreSQL
// - browser: the built storefront served by the real server, driven in a real Chromium
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unitTest,
          name: 'unit',
          include: unitTestFiles.filter((file) => !isolatedUnitFiles.includes(file)),
          isolate: false,
        },
      },
      { test: { ...unitTest, name: 'unit-isolated', include: isolatedUnitFiles } },
      {
        test: {
          ...serverTest,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...mockingServerFiles],
          isolate: false,
        },
      },
      // (Only when there is such a file: an empty include would fall back to vitest's default, every test.)
      ...(mockingServerFiles.length > 0
        ? [{ test: { ...serverTest, name: 'server-isolated', include: mockingServerFiles } }]
        : []),
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A user waits for an answer, not for 1 s (vitest's default): on a loaded 2-core CI machine an API call
          // behind a click took longer than that (a toast polled for 1 s was not there yet). A poll that passes
          // returns as soon as it does, so only a failing one waits the full time.
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['tests/browser/global-setup.ts'],
          fileParallelism: false,
          // One file at a time, sharing the imported server and harness (no vi.mock here).
          isolate: false,
        },
      },
      {
        // The host apps of examples/ (npm test step 12): installed, built and driven like the browser tests.
        test: {
          name: 'examples',
          environment: 'node',
          include: ['tests/examples/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['tests/browser/global-setup.ts'],
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
