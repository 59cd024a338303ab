import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildFunctions, type TBuildResult } from '../../lib/bundling/build-functions';
import { bundleLocator } from '../../lib/bundling/bundle-locator';
import { REPO_ROOT } from '../../lib/bundling/repo-root';
import { readSettings } from '../../lib/config/settings';
import { createSkillwayApp, type TSkillwayStacks } from '../../lib/skillway-app';

/** The feature flags and settings the CLI passes from cdk.json, so tests synthesize what `cdk synth` does. */
function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return cdkJson.context;
}

let build: Promise<TBuildResult> | undefined;

/** Builds every manifest handler once per test worker, into a temp folder (dist/ is never needed or touched). */
function buildOnce(): Promise<TBuildResult> {
  build ??= buildFunctions({ outDir: mkdtempSync(join(tmpdir(), 'skillway-infra-test-dist-')), native: false });
  return build;
}

/** A tiny stand-in for web/dist (an entry page and one hashed asset), so the SPA deployment is synthesized too. */
function spaFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skillway-infra-test-spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("skillway")');
  return dir;
}

export interface TSynthesized {
  readonly app: App;
  readonly stacks: TSkillwayStacks;
  readonly build: TBuildResult;
}

/** The whole app as `cdk synth` makes it (cdk-nag included), with extra context on top of cdk.json's. */
export async function synthSkillway(context: Record<string, unknown> = {}): Promise<TSynthesized> {
  const result = await buildOnce();
  const app = new App({
    context: { ...cdkJsonContext(), ...context },
    outdir: mkdtempSync(join(tmpdir(), 'skillway-infra-test-out-')),
  });
  const settings = readSettings((key) => app.node.tryGetContext(key), {});
  const stacks = createSkillwayApp(app, { settings, bundles: bundleLocator(result.outDir), spaDir: spaFixture() });
  app.synth();
  return { app, stacks, build: result };
}
