import { afterAll, vi } from 'vitest';

// The unit files share their workers' module cache (`isolate: false` in vitest.config.ts): packages load once a
// worker. The repository's own modules are evaluated afresh for each file, so a file's `vi.mock` and module state
// start clean as they did in a process of their own; what a file changes of the process goes back after it.
vi.resetModules();
const env = { ...process.env };
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
});
