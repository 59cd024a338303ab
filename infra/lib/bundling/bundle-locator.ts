import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLE_FILE, bundleFolder, type TSourceRoot } from './function-entries';

/** Where each Lambda's prebuilt bundle folder is, and what is known to be wrong with any of them. */
export interface TBundleLocator {
  readonly distDir: string;
  /** Absolute folder of a handler's bundle; throws (with the command to run) if it was not built. */
  dirFor(root: TSourceRoot, handler: string): string;
  /** Deploy-blocking problems per bundle folder (e.g. a native module not staged for Lambda). */
  readonly problems: ReadonlyMap<string, string>;
}

export function bundleLocator(distDir: string, problems: ReadonlyMap<string, string> = new Map()): TBundleLocator {
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
  };
}
