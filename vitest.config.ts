import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './web/scripts/lingui-plugins.ts';

/**
 * Workers for the `unit` and `web` files. Vitest's default is one less than the cores, which is ONE worker on CI's
 * two cores: the files then ran one at a time while the main process (the stack, started by the global setup) sat
 * idle. Two workers keep both cores busy; more cores get one worker each but one.
 */
const FILE_WORKERS = Math.max(2, availableParallelism() - 1);
/**
 * A unit or web test's ceiling, and its hooks': it catches a hung test, it does not measure speed. Niced beside the
 * stacks in `npm test` (scripts/run-tests.mjs sets SKILLWAY_TESTS_NICED) a web test that takes 1 s alone took over
 * 60 s on the two-core CI machine, so the ceiling there is longer; a hook that starts servers (the local identity
 * providers' beforeAll) went past vitest's default 10 s there.
 */
const UNIT_TIMEOUT = process.env.SKILLWAY_TESTS_NICED === '1' ? 300_000 : 60_000;

/** The CDK app's tests (synths and bundling): the `infra` project. infra/local is the local product's, in `unit`. */
const INFRA_FILES = ['infra/lib/**/*.test.ts', 'infra/test/**/*.test.ts'];

/**
 * Four projects: `unit` (pure and handler-level tests beside the code, no services), `infra` (the CDK app's synths
 * and bundling), `web` (React components in jsdom) and `stack` (API integration, the authorization matrix and
 * browser end-to-end tests against one local stack started once per vitest process by the global setup).
 * `npm test` runs them in four processes side by side (scripts/run-tests.mjs): `unit`, `infra` and `web`, and three
 * of `stack` files, each with its own stack.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{shared,functions,events,infra,test}/**/*.test.ts', 'web/scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'test/integration/**', 'test/e2e/**', '**/*.int.test.ts', ...INFRA_FILES],
          testTimeout: UNIT_TIMEOUT,
          hookTimeout: UNIT_TIMEOUT,
          maxWorkers: FILE_WORKERS,
          // Files share their worker's module cache (as the web files do): the packages (the AWS SDK, zod, the
          // handlers' dependencies) load once a worker instead of once a file. test/setup/unit-file.ts gives each file
          // fresh repository modules and puts back what it changed of the process. 90 s -> 27 s of CPU.
          isolate: false,
          setupFiles: ['test/setup/unit-file.ts'],
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: INFRA_FILES,
          // The CDK files synthesize the whole app (about 3.5 s of CPU each time, twice that on a cold start) and
          // build every handler once. One worker with a shared module cache loads aws-cdk-lib once, keeps it warm,
          // and reuses each synth by context (infra/test/synth-stub-app.ts) and the build (synth-skillway.ts): the
          // files took 180 s of CPU in two isolated workers. They change no shared state (the synths are only read).
          isolate: false,
          maxWorkers: 1,
          // Vitest runs projects with different worker counts one group after another: with the other projects in
          // one command (`npm run test:unit`) this one goes second. `npm test` gives it a process of its own.
          sequence: { groupOrder: 1 },
          testTimeout: UNIT_TIMEOUT,
          // A synth shares the CPU at low priority with three local stacks and a browser in `npm test`.
          hookTimeout: 900_000,
        },
      },
      {
        // Lingui's macros and catalogues, as the SPA's build compiles them (web/scripts/lingui-plugins.ts).
        plugins: linguiPlugins(),
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test-setup.ts'],
          maxWorkers: FILE_WORKERS,
          // Files share a worker's module cache: the packages (React, Mantine, icons) load once a worker instead of
          // once a file, which was most of the project's CPU (286 s → 80 s). web/src/test-setup.ts gives each
          // file fresh app modules and a clean body.
          isolate: false,
          // A ceiling for a hung test, not a measure of speed: in `npm test` these files run niced beside three stacks,
          // a browser and the checks on two cores, where a heavy form that takes 2 s alone took more than 15 s
          // (docs/testing.md "Flaky tests"). One limit for every file, as the `unit` project has.
          testTimeout: UNIT_TIMEOUT,
          hookTimeout: UNIT_TIMEOUT,
        },
      },
      {
        test: {
          name: 'stack',
          environment: 'node',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts', '{functions,events}/**/*.int.test.ts'],
          globalSetup: ['test/setup/global-stack.ts'],
          setupFiles: ['test/setup/browser-failure.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // `expect.poll` waits up to 10 s, not 1 s: `npm test` runs two stacks and the unit and web files side by
          // side (scripts/run-tests.mjs), and with both cores busy a screen can take more than a second to show a
          // server's answer. A test still fails on a screen that never shows it.
          expect: { poll: { timeout: 10_000 } },
          // One stack per process, shared: run files one at a time so rate limits and the browser do not interfere.
          fileParallelism: false,
        },
      },
    ],
  },
});
