import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { USER_POOL_TRIGGERS } from '@skillway/shared';
import { REPO_ROOT } from '../lib/bundling/repo-root';
import { readSettings } from '../lib/config/settings';
import { createSkillwayApp, type TSkillwayStacks } from '../lib/skillway-app';
import { stubBundles } from './stub-bundles';

const VERIFY_TRIGGER = USER_POOL_TRIGGERS.find((row) => row.trigger === 'VerifyAuthChallengeResponse')?.handler;

/** As the real build says: the verify trigger's bundle reads the ssoSealing secret; no other stub reads one. */
const STUB_SECRETS: Parameters<typeof stubBundles>[1] = (_root, handler) =>
  handler === VERIFY_TRIGGER ? ['ssoSealing'] : [];

/** A stand-in for web/dist (an entry page), so the SPA deployment is synthesized too. */
function spaFixture(): string {
  const spaDir = mkdtempSync(join(tmpdir(), 'skillway-infra-stub-spa-'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><div id="root"></div>');
  return spaDir;
}

/**
 * Synthesized apps by context. The infra project runs its files in one worker that shares its module cache
 * (vitest.config.ts), so every file asking for the same context reads the same synth: a whole-app synth costs about
 * 3.5 s of CPU, and the files asked for the default one five times. Templates are only read, never changed.
 */
const synthesized = new Map<string, TSkillwayStacks>();

/**
 * The whole app as `cdk synth` makes it (cdk.json's context plus `context`, cdk-nag on: an unacknowledged finding
 * fails the synth) on stub handlers: for assertions on the wiring, not the code. The app is `stacks.data.node.root`.
 */
export function synthStubApp(context: Record<string, unknown> = {}): TSkillwayStacks {
  const key = JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b)));
  const known = synthesized.get(key);
  if (known) return known;
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({
    context: { ...cdkJson.context, ...context },
    outdir: mkdtempSync(join(tmpdir(), 'skillway-infra-stub-out-')),
  });
  const settings = readSettings((key) => app.node.tryGetContext(key), {});
  const stacks = createSkillwayApp(app, { settings, bundles: stubBundles('stub', STUB_SECRETS), spaDir: spaFixture() });
  app.synth();
  synthesized.set(key, stacks);
  return stacks;
}
