import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { BUNDLE_FILE, bundleOfOutput } from '../../infra/lib/bundling/function-entries';
import { REPO_ROOT } from '../../infra/lib/bundling/repo-root';
import { builtFunctions } from './built-functions';
import { gzipSize, kb, table } from './format';

/** Issue 13: every API function at most this many bytes minified (events/ workers may be larger). */
const API_BUDGET_BYTES = 600 * 1024;
/** Packages an API handler must not carry: file generation runs in events/ workers (exceljs drags in the rest). */
const WORKER_ONLY_PACKAGES = ['exceljs', 'pdf-lib', '@pdf-lib/standard-fonts', 'readable-stream', 'bluebird'];
/** How many of a bundle's heaviest packages its row names. */
const TOP_PACKAGES = 3;

export interface TBundleSize {
  bundle: string;
  minified: number;
  gzip: number;
  /** Minified bytes in the output by package (our own workspaces by top folder), heaviest first. */
  packages: [string, number][];
}

/** Unzipped size of each native package staged for Lambda (node_modules/.cache/skillway-native), when cached. */
function stagedNativeSizes(): [string, number][] {
  const cache = join(REPO_ROOT, 'node_modules', '.cache', 'skillway-native');
  if (!existsSync(cache)) return [];
  return readdirSync(cache).map((name) => [name, folderBytes(join(cache, name))]);
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, item) => {
    const path = join(dir, item.name);
    return sum + (item.isDirectory() ? folderBytes(path) : item.isFile() ? statSync(path).size : 0);
  }, 0);
}

/** The package an esbuild metafile input belongs to (`node_modules/@aws-sdk/client-s3/...` -> `@aws-sdk/client-s3`). */
function packageOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input.slice(input.lastIndexOf('node_modules/')));
  if (match?.[1]) return match[1];
  return input.split('/')[0] ?? input; // our own workspaces: functions/, shared/, events/, or a plugin's module
}

function packagesOf(output: Metafile['outputs'][string]): [string, number][] {
  const byPackage = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    byPackage.set(packageOf(input), (byPackage.get(packageOf(input)) ?? 0) + bytesInOutput);
  }
  return [...byPackage.entries()].filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1]);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
}

function printGroup(title: string, sizes: readonly TBundleSize[]): void {
  const total = sizes.reduce((sum, s) => ({ minified: sum.minified + s.minified, gzip: sum.gzip + s.gzip }), {
    minified: 0,
    gzip: 0,
  });
  console.log(`\n${title}: ${sizes.length}`);
  console.log(
    table(
      ['bundle', 'minified', 'gzip', `heaviest packages (minified)`],
      [
        ...sizes.map((s) => [
          s.bundle,
          kb(s.minified),
          kb(s.gzip),
          s.packages
            .slice(0, TOP_PACKAGES)
            .map(([pkg, bytes]) => `${pkg} ${kb(bytes)}`)
            .join(', '),
        ]),
        ['TOTAL', kb(total.minified), kb(total.gzip), ''],
        ['MEAN', kb(total.minified / (sizes.length || 1)), kb(total.gzip / (sizes.length || 1)), ''],
      ],
    ),
  );
}

/**
 * Builds every Lambda the manifest names and prints each bundle's minified and gzip size with its heaviest
 * packages (esbuild metafile), API functions and events/ workers apart, largest first; then the API budget
 * (≤ 600 KB minified each), the median and p90, and any API bundle carrying a worker-only package.
 */
export async function benchLambdaBundles(): Promise<TBundleSize[]> {
  const result = await builtFunctions();
  const outputs = new Map<string, Metafile['outputs'][string]>();
  for (const [key, output] of Object.entries(result.metafile.outputs)) {
    const bundle = bundleOfOutput(result.rootDir, result.outDir, key);
    if (bundle) outputs.set(bundle, output);
  }
  const sizes = result.entries
    .map((entry): TBundleSize & { root: string } => {
      const code = readFileSync(join(result.outDir, entry.bundle, BUNDLE_FILE));
      const output = outputs.get(entry.bundle);
      return {
        root: entry.root,
        bundle: entry.bundle,
        minified: code.length,
        gzip: gzipSize(code),
        packages: output ? packagesOf(output) : [],
      };
    })
    .sort((a, b) => b.minified - a.minified || a.bundle.localeCompare(b.bundle));
  const api = sizes.filter((s) => s.root === 'api');
  const workers = sizes.filter((s) => s.root !== 'api');

  console.log(`Lambda bundles: ${sizes.length}, built in one esbuild pass in ${Math.round(result.durationMs)} ms`);
  printGroup('API functions (functions/api)', api);
  printGroup('events/ workers (handlers, schedules, AWS triggers; may be larger)', workers);

  for (const [pkg, bytes] of stagedNativeSizes()) {
    console.log(
      `Native: ${pkg} is copied into the bundles that import it (deploy builds only): ${kb(bytes)} unzipped, not in the figures above.`,
    );
  }

  const sorted = api.map((s) => s.minified).sort((a, b) => a - b);
  const over = api.filter((s) => s.minified > API_BUDGET_BYTES);
  const largest = api[0];
  console.log(
    `\nAPI functions over ${kb(API_BUDGET_BYTES)} minified: ${over.length} of ${api.length} (goal 0) ${over.length === 0 ? '✓' : '✗'}`,
  );
  console.log(
    `API functions: median ${kb(percentile(sorted, 0.5))}, p90 ${kb(percentile(sorted, 0.9))}, largest ${largest ? `${kb(largest.minified)} (${largest.bundle})` : '-'} (goal ≤ ${kb(API_BUDGET_BYTES)}) ${largest && largest.minified > API_BUDGET_BYTES ? '✗' : '✓'}`,
  );
  const forbidden = api.flatMap((s) =>
    s.packages.filter(([pkg]) => WORKER_ONLY_PACKAGES.includes(pkg)).map(([pkg]) => `${s.bundle} (${pkg})`),
  );
  console.log(
    `API functions carrying ${WORKER_ONLY_PACKAGES.join('/')}: ${forbidden.length === 0 ? 'none (goal none) ✓' : `${forbidden.join(', ')} (goal none) ✗`}`,
  );
  return sizes.map(({ bundle, minified, gzip, packages }) => ({ bundle, minified, gzip, packages }));
}
