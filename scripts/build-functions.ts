/**
 * Builds every Lambda the manifest names in ONE esbuild pass (multi-entry): each API operation's handler under
 * functions/ and each event or schedule handler under events/, as minified, tree-shaken ESM for Node 22 with the
 * AWS SDK bundled. Output: dist/functions/<bundle>/index.mjs plus dist/functions/meta.json (the metafile that
 * `npm run bench` reads). CDK takes each bundle folder as a Lambda asset as it is.
 *
 *   npm run build:functions                  # bundles + native modules for Lambda (sharp, linux-arm64)
 *   npm run build:functions -- --no-native   # bundles only (what the infra tests and the bench need)
 *   npm run build:functions -- --sourcemap   # also write linked source maps
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import {
  DEFAULT_DIST_DIR,
  LAMBDA_NODE_TARGET,
  METAFILE_NAME,
  listFunctionEntries,
  type TFunctionEntry,
} from '../infra/lib/bundling/function-entries';
import { NATIVE_PACKAGES, stageNativeModules, type TNativeStaging } from '../infra/lib/bundling/stage-native-modules';
import { copyBundleFiles } from '../infra/lib/bundling/bundle-files';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * ESM output cannot call `require`, yet CommonJS dependencies bundled into it do (esbuild's `__require` shim
 * looks for a global one). A real `require` made from the bundle's own URL fixes both. It cannot clash with a
 * bundled module's own `require` binding: minification renames every top-level binding of an ESM bundle, and
 * never to a name the bundle uses as a global.
 */
const ESM_REQUIRE_BANNER =
  'import{createRequire as __skillwayCreateRequire}from"node:module";const require=__skillwayCreateRequire(import.meta.url);';

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

/** Thrown before building when manifest rows name modules that do not exist yet. */
export class MissingHandlersError extends Error {
  constructor(readonly missing: readonly TFunctionEntry[]) {
    super(
      `${missing.length} handler module(s) named in the manifest do not exist:\n` +
        missing.map((entry) => `  - ${entry.source} (used by ${entry.usedBy.join(', ')})`).join('\n'),
    );
    this.name = 'MissingHandlersError';
  }
}

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

  const result = await build({
    absWorkingDir: rootDir,
    entryPoints: entries.map((entry) => ({ in: resolve(rootDir, entry.source), out: `${entry.bundle}/index` })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // One self-contained file per Lambda: shared chunks would have to be copied into every asset anyway.
    splitting: false,
    format: 'esm',
    platform: 'node',
    target: LAMBDA_NODE_TARGET,
    // Prefer packages' ESM builds: they tree-shake (the AWS SDK and zod/mini are most of every bundle).
    mainFields: ['module', 'main'],
    minify: true,
    treeShaking: true,
    charset: 'utf8',
    legalComments: 'none',
    sourcemap: options.sourcemap ? 'linked' : false,
    banner: { js: ESM_REQUIRE_BANNER },
    external: [...NATIVE_PACKAGES],
    metafile: true,
    logLevel: 'silent',
  });
  if (result.errors.length > 0) throw new Error(`esbuild failed with ${result.errors.length} error(s).`);

  writeFileSync(join(outDir, METAFILE_NAME), JSON.stringify(result.metafile));
  // Run-time files some bundles read beside their code (the catalogue installer's shipped course files).
  copyBundleFiles({ rootDir, distDir: outDir, entries });
  const durationMs = performance.now() - started;

  const native = options.native
    ? stageNativeModules({ rootDir, distDir: outDir, metafile: result.metafile })
    : undefined;
  return { rootDir, outDir, entries, metafile: result.metafile, durationMs, native };
}

async function main(argv: readonly string[]): Promise<number> {
  const native = !argv.includes('--no-native');
  try {
    const result = await buildFunctions({ native, sourcemap: argv.includes('--sourcemap') });
    console.log(
      `Built ${result.entries.length} Lambda bundle(s) in one esbuild pass: ${Math.round(result.durationMs)} ms -> ${result.outDir}`,
    );
    for (const staged of result.native?.staged ?? [])
      console.log(`  native: ${staged.pkg} (linux-arm64) -> ${staged.bundle}`);
    for (const problem of result.native?.problems ?? [])
      console.error(`  native: ${problem.bundle}: ${problem.reason}`);
    return result.native && result.native.problems.length > 0 ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
