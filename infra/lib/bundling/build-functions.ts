import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { copyBundleFiles, copyModuleFiles, copyPackageFiles } from './bundle-files';
import { ESM_REQUIRE_BANNER, esbuildOptions } from './esbuild-options';
import { DEFAULT_DIST_DIR, METAFILE_NAME, listFunctionEntries, type TFunctionEntry } from './function-entries';
import { loadRowSources } from './handler-rows-plugin';
import { buildLazyPackages } from './lazy-packages';
import { MissingHandlersError } from './missing-handlers-error';
import { REPO_ROOT } from './repo-root';
import { stageNativeModules, type TNativeStaging } from './stage-native-modules';

export interface TBuildOptions {
  /** Repository root: sources are resolved from it. Default: this repository. */
  rootDir?: string;
  /** Output folder (emptied first). Default: <root>/dist/functions. */
  outDir?: string;
  /** Modules to build. Default: every handler the manifest names. */
  entries?: readonly TFunctionEntry[];
  /** Copy native packages (sharp) installed for linux-arm64 into the bundles that import them. Default false. */
  native?: boolean;
  sourcemap?: boolean;
}

export interface TBuildResult {
  rootDir: string;
  outDir: string;
  entries: readonly TFunctionEntry[];
  metafile: Metafile;
  /** Wall time of the esbuild pass, without native staging. */
  durationMs: number;
  native?: TNativeStaging;
}

/**
 * Builds every Lambda the manifest names in ONE esbuild pass (multi-entry). Output: `<outDir>/<bundle>/index.mjs`
 * plus the metafile (`npm run bench` reads it); CDK takes each bundle folder as a Lambda asset as it is.
 */
export async function buildFunctions(options: TBuildOptions = {}): Promise<TBuildResult> {
  const rootDir = resolve(options.rootDir ?? REPO_ROOT);
  const outDir = resolve(rootDir, options.outDir ?? DEFAULT_DIST_DIR);
  const entries = options.entries ?? listFunctionEntries();
  if (entries.length === 0) throw new Error('No handler modules to build: the manifest names none.');

  const missing = entries.filter((entry) => !existsSync(resolve(rootDir, entry.source)));
  if (missing.length > 0) throw new MissingHandlersError(missing);

  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const rows = await loadRowSources(rootDir);
  const result = await build(esbuildOptions({ rootDir, outDir, entries, rows, sourcemap: options.sourcemap ?? false }));
  if (result.errors.length > 0) throw new Error(`esbuild failed with ${result.errors.length} error(s).`);

  // Packages loaded on first use (sanitize-html, file-type): a file beside each bundle that imports them.
  const lazy = await buildLazyPackages({
    rootDir,
    outDir,
    entries,
    metafile: result.metafile,
    banner: ESM_REQUIRE_BANNER,
  });
  const metafile: Metafile = {
    inputs: { ...result.metafile.inputs, ...lazy.inputs },
    outputs: { ...result.metafile.outputs, ...lazy.outputs },
  };
  writeFileSync(join(outDir, METAFILE_NAME), JSON.stringify(metafile));
  // Run-time files some bundles read beside their code (the catalogue installer's shipped course files).
  copyBundleFiles({ rootDir, distDir: outDir, entries });
  // Installed packages' files read at run time (the PDF fonts): into the node_modules/ of each bundle that reads them.
  copyPackageFiles({ rootDir, distDir: outDir, metafile });
  // The repository's files a module reads beside itself (the server's translations).
  copyModuleFiles({ rootDir, distDir: outDir, metafile });
  const durationMs = performance.now() - started;

  const native = options.native ? stageNativeModules({ rootDir, distDir: outDir, metafile }) : undefined;
  return { rootDir, outDir, entries, metafile, durationMs, native };
}
