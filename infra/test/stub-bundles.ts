import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TBundleLocator } from '../lib/bundling/bundle-locator';
import type { TRunTimeSecretName } from '@skillway/functions/core/platform/definitions/secrets';
import { BUNDLE_FILE, bundleFolder, type TSourceRoot } from '../lib/bundling/function-entries';

/**
 * Bundle folders holding a stub handler: assertions that read the wiring, not the code, synthesize the app without
 * building every function (infra/test/skillway-app.test.ts synthesizes it with the real bundles). Their secrets are
 * what `secrets` says (none by default): the real ones come from the build's metafile.
 */
export function stubBundles(
  label: string,
  secrets: (root: TSourceRoot, handler: string) => readonly TRunTimeSecretName[] = () => [],
): TBundleLocator {
  const distDir = mkdtempSync(join(tmpdir(), `skillway-infra-${label}-`));
  return {
    distDir,
    problems: new Map(),
    secretsFor: secrets,
    dirFor(root, handler) {
      const dir = join(distDir, bundleFolder(root, handler));
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, BUNDLE_FILE), 'export const handler = async () => undefined;\n');
      return dir;
    },
  };
}
