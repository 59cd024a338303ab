import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure and handler-level tests beside the code, no services),
 * `web` (React components in jsdom) and `stack` (API integration, the authorization matrix and
 * browser end-to-end tests against one local stack started once per run by the global setup).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{shared,functions,events,infra,test}/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'test/integration/**', 'test/e2e/**', '**/*.int.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'stack',
          environment: 'node',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts', '{functions,events}/**/*.int.test.ts'],
          globalSetup: ['test/setup/global-stack.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One stack, shared: run files one at a time so rate limits and the browser do not interfere.
          fileParallelism: false,
        },
      },
    ],
  },
});
