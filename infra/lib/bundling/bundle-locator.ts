import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { RUN_TIME_SECRETS, type TRunTimeSecretName } from '@skillway/functions/core/platform/definitions/secrets';
import { BUNDLE_FILE, METAFILE_NAME, bundleFolder, bundleOfOutput, type TSourceRoot } from './function-entries';
import { REPO_ROOT } from './repo-root';

/** Where each Lambda's prebuilt bundle folder is, and what is known to be wrong with any of them. */
export interface TBundleLocator {
  readonly distDir: string;
  /** Absolute folder of a handler's bundle; throws (with the command to run) if it was not built. */
  dirFor(root: TSourceRoot, handler: string): string;
  /**
   * The run-time secrets a handler's bundle reads: those whose reader module it contains
   * (functions/core/platform/definitions/secrets.ts). The function gets exactly these, and read access to them alone.
   */
  secretsFor(root: TSourceRoot, handler: string): readonly TRunTimeSecretName[];
  /** Deploy-blocking problems per bundle folder (e.g. a native module not staged for Lambda). */
  readonly problems: ReadonlyMap<string, string>;
}

/** Which secret readers each bundle contains, from the build's metafile (build-functions.ts writes it). */
export function secretsByBundle(
  metafile: Metafile,
  distDir: string,
  rootDir = REPO_ROOT,
): ReadonlyMap<string, readonly TRunTimeSecretName[]> {
  const readers = Object.entries(RUN_TIME_SECRETS).map(
    ([name, { reader }]) => [name as TRunTimeSecretName, reader] as const,
  );
  const byBundle = new Map<string, readonly TRunTimeSecretName[]>();
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    const bundle = bundleOfOutput(rootDir, distDir, output);
    if (!bundle) continue;
    byBundle.set(
      bundle,
      readers.filter(([, reader]) => reader in inputs).map(([name]) => name),
    );
  }
  return byBundle;
}

export function bundleLocator(distDir: string, problems: ReadonlyMap<string, string> = new Map()): TBundleLocator {
  let secrets: ReadonlyMap<string, readonly TRunTimeSecretName[]> | undefined;
  return {
    distDir,
    problems,
    dirFor(root, handler) {
      const dir = join(distDir, bundleFolder(root, handler));
      if (!existsSync(join(dir, BUNDLE_FILE))) {
        throw new Error(`No Lambda bundle at ${dir}/${BUNDLE_FILE}: run \`npm run build:functions\` first.`);
      }
      return dir;
    },
    secretsFor(root, handler) {
      secrets ??= secretsByBundle(JSON.parse(readFileSync(join(distDir, METAFILE_NAME), 'utf8')) as Metafile, distDir);
      const found = secrets.get(bundleFolder(root, handler));
      if (!found)
        throw new Error(
          `No ${bundleFolder(root, handler)} in ${join(distDir, METAFILE_NAME)}: run \`npm run build:functions\` again.`,
        );
      return found;
    },
  };
}
