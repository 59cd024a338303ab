import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildFunctions, type TBuildResult } from '../../infra/lib/bundling/build-functions';
import { REPO_ROOT } from '../../infra/lib/bundling/repo-root';

/**
 * A temp folder inside the repository's node_modules/.cache, removed when the process exits: code built or run
 * there resolves the packages left external (sharp, staged beside the bundle on Lambda) as a deployed bundle does.
 */
export function benchTempDir(prefix: string): string {
  const cache = join(REPO_ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, prefix));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let built: Promise<TBuildResult> | undefined;

/**
 * Every Lambda the manifest names, built once per bench run (the same single esbuild pass as deploys, without
 * native modules) into a bench temp folder: the bundle and cold-init benches share it.
 */
export function builtFunctions(): Promise<TBuildResult> {
  if (!built) {
    built = buildFunctions({ outDir: benchTempDir('skillway-bench-functions-') });
  }
  return built;
}
