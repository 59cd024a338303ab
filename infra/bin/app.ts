/**
 * The CDK app (`npx cdk synth`, `npx cdk deploy`). It builds every Lambda bundle first (one esbuild pass, so a
 * deploy can never ship stale code), stages sharp for linux-arm64 where a bundle imports it, then defines the
 * stacks. Offline: nothing here calls AWS; settings come from cdk.json / -c / environment (config/settings.ts).
 *
 *   npx cdk synth -c skillway:stage=prod -c skillway:domainName=learn.example.com -c skillway:certificateArn=arn:...
 *   npx cdk synth -c skillway:skipBuild=true     # reuse dist/functions as it is
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildFunctions } from '../lib/bundling/build-functions';
import { bundleLocator } from '../lib/bundling/bundle-locator';
import { DEFAULT_DIST_DIR } from '../lib/bundling/function-entries';
import { REPO_ROOT } from '../lib/bundling/repo-root';
import { readSettings } from '../lib/config/settings';
import { createSkillwayApp } from '../lib/skillway-app';

const app = new App();
const settings = readSettings((key) => app.node.tryGetContext(key));

const problems = new Map<string, string>();
if (String(app.node.tryGetContext('skillway:skipBuild')) !== 'true') {
  const build = await buildFunctions({ native: true });
  console.error(`Built ${build.entries.length} Lambda bundles in ${Math.round(build.durationMs)} ms.`);
  for (const problem of build.native?.problems ?? []) {
    // Shown as a synth warning on the function: offline synth still works, but this bundle must not be deployed.
    problems.set(
      problem.bundle,
      `${problem.reason}. The function would fail at run time: run \`npm run build:functions\` with registry access before deploying.`,
    );
  }
}

const spaDir = join(REPO_ROOT, 'web', 'dist');
createSkillwayApp(app, {
  settings,
  bundles: bundleLocator(join(REPO_ROOT, DEFAULT_DIST_DIR), problems),
  spaDir: existsSync(join(spaDir, 'index.html')) ? spaDir : undefined,
});
app.synth();
