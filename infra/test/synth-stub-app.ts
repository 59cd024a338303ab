import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { REPO_ROOT } from '../lib/bundling/repo-root';
import { readSettings } from '../lib/config/settings';
import { createSkillwayApp, type TSkillwayStacks } from '../lib/skillway-app';
import { stubBundles } from './stub-bundles';

/**
 * The whole app as `cdk synth` makes it (cdk.json's context plus `context`, cdk-nag on: an unacknowledged finding
 * fails the synth) on stub handlers: for assertions on the wiring, not the code. `secrets` says which run-time secrets
 * each stub bundle reads (none by default).
 */
export function synthStubApp(
  label: string,
  context: Record<string, unknown> = {},
  secrets?: Parameters<typeof stubBundles>[1],
): TSkillwayStacks {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({
    context: { ...cdkJson.context, ...context },
    outdir: mkdtempSync(join(tmpdir(), `skillway-infra-${label}-out-`)),
  });
  const settings = readSettings((key) => app.node.tryGetContext(key), {});
  const stacks = createSkillwayApp(app, { settings, bundles: stubBundles(label, secrets) });
  app.synth();
  return stacks;
}
