import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TBundleLocator } from '../lib/bundling/bundle-locator';
import { BUNDLE_FILE, bundleFolder } from '../lib/bundling/function-entries';

/**
 * Bundle folders holding a stub handler: assertions that read the wiring, not the code, synthesize the app without
 * building every function (infra/test/skillway-app.test.ts synthesizes it with the real bundles).
 */
export function stubBundles(label: string): TBundleLocator {
  const distDir = mkdtempSync(join(tmpdir(), `skillway-infra-${label}-`));
  return {
    distDir,
    problems: new Map(),
    dirFor(root, handler) {
      const dir = join(distDir, bundleFolder(root, handler));
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, BUNDLE_FILE), 'export const handler = async () => undefined;\n');
      return dir;
    },
  };
}
