/**
 * Global setup of the vitest `stack` project: one local stack for the whole vitest process, on a fresh temporary
 * DATA_DIR and free ports, seeded with the demo data. Tests reach it with `inject('apiUrl')`. `npm test` runs two such
 * processes side by side (scripts/run-tests.mjs), each with its own stack.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, WEB_DIST_DIR } from '@skillway/infra/local/paths';
import { startLocalStack, type TDemoCredential } from '@skillway/infra/local/local-stack';
import type { TLocalIdpUrls } from '@skillway/infra/local/identity-providers/demo-idp-settings';
import { startFakeBreathe } from '../fakes/breathe-server';

/**
 * The test stack's function timeouts, times the manifest's: four test processes share CI's two cores, and a burst of
 * parallel calls (the concurrency tests) can starve a handler past its 10 s without anything being wrong with it.
 */
const TEST_TIMEOUT_SCALE = 3;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stack's origin, e.g. `http://localhost:41234` (API under /v1, SPA at /). */
    apiUrl: string;
    /** The e-learning content origin (packages, their launch page, the LRS). */
    contentUrl: string;
    /** Its DATA_DIR (the mail outbox is `<dataDir>/outbox`). */
    dataDir: string;
    /** The demo sign-ins seedDemoData() created. */
    demoCredentials: TDemoCredential[];
    /** The handlers' environment, for fixtures that call domain services directly (e.g. users no API creates yet). */
    stackEnv: Record<string, string>;
    /** The stack's local identity providers (SSO): test/support/local-idps.ts reads them. */
    localIdps: TLocalIdpUrls;
  }
}

/**
 * The SPA is served from web/dist; build it once if this checkout has never built it (a fresh clone, CI). The build
 * runs while the stack starts (the stack reads web/dist per request, and no test runs before both are done).
 */
function ensureWebBuilt(): Promise<void> {
  if (existsSync(join(WEB_DIST_DIR, 'launch', 'scorm.html'))) return Promise.resolve();
  return new Promise((resolve) => {
    // The production build the app ships: vitest sets NODE_ENV=test, and Vite would keep it, building React's
    // development bundle (twice the size, StrictMode's double renders) for the browser tests to run against.
    const build = spawn('npm', ['run', 'build:web'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const failed = () => {
      console.warn('[global-stack] `npm run build:web` failed: tests that load the SPA will fail.');
      resolve();
    };
    build.on('error', failed);
    build.on('close', (code) => (code === 0 ? resolve() : failed()));
  });
}

/**
 * React's development bundle in web/dist (a build run with NODE_ENV set to anything but production) would have the
 * browser tests pass or fail on what the app never ships: refuse it with the way out.
 */
async function refuseDevelopmentBuild(): Promise<void> {
  const assets = join(WEB_DIST_DIR, 'assets');
  if (!existsSync(assets)) return;
  for (const name of await readdir(assets)) {
    if (!name.startsWith('react-') || !name.endsWith('.js')) continue;
    if ((await readFile(join(assets, name), 'utf8')).includes('recordLegacyContextWarning')) {
      throw new Error(
        `web/dist holds React's development build (${name}): rebuild it with \`npm run build:web\` (NODE_ENV unset).`,
      );
    }
  }
}

export default async function setup(project: TestProject) {
  const built = ensureWebBuilt();
  const dataDir = await mkdtemp(join(tmpdir(), 'skillway-stack-'));
  // A fake BreatheHR for the import tests, unless the run points BREATHE_API_URL elsewhere. Set before the stack
  // starts, so the stack passes it to the handlers; test workers inherit it too.
  const breathe = process.env.BREATHE_API_URL ? undefined : await startFakeBreathe();
  if (breathe) process.env.BREATHE_API_URL = breathe.url;
  const [stack] = await Promise.all([
    startLocalStack({ port: 0, dataDir, seed: true, quiet: true, timeoutScale: TEST_TIMEOUT_SCALE }),
    built,
  ]);
  try {
    await refuseDevelopmentBuild();
  } catch (error) {
    await stack.stop();
    await breathe?.stop();
    throw error;
  }
  project.provide('apiUrl', stack.url);
  project.provide('contentUrl', stack.contentUrl);
  project.provide('dataDir', dataDir);
  project.provide('demoCredentials', stack.credentials);
  project.provide('stackEnv', stack.env);
  project.provide('localIdps', stack.identityProviders);

  return async () => {
    await stack.stop();
    await breathe?.stop();
    // KEEP_STACK_DATA=1 keeps the folder (logs, outbox, dead letters) to look into a failed run.
    if (process.env.KEEP_STACK_DATA === '1') console.log(`[global-stack] data kept in ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  };
}
