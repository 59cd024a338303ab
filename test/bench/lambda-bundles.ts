import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { BUNDLE_FILE, bundleOfOutput } from '../../infra/lib/bundling/function-entries';
import { REPO_ROOT } from '../../infra/lib/bundling/repo-root';
import { builtFunctions } from './built-functions';
import { gzipSize, kb, table } from './format';
import { isLearnerPathBundle } from './learner-path';

/**
 * Issue 13, re-scoped by issue 32: every API function on a learner's or a manager's path at most this many bytes
 * minified. Administrative and billing functions may carry the SDK their job needs (stripe-node), and events/
 * workers may be larger: both are reported, not budgeted.
 */
const LEARNER_PATH_BUDGET_BYTES = 600 * 1024;
/** Packages an API handler must not carry: file generation runs in events/ workers (exceljs drags in the rest). */
const WORKER_ONLY_PACKAGES = ['exceljs', 'pdf-lib', '@pdf-lib/standard-fonts', 'readable-stream', 'bluebird'];
/** Packages only administrative and billing functions may carry: never one on a learner's or a manager's path. */
const OFF_PATH_PACKAGES = ['stripe'];
/** How many of a bundle's heaviest packages its row names. */
const TOP_PACKAGES = 3;

export interface TBundleSize {
  bundle: string;
  /** On a learner's or a manager's path (the budget holds), or administrative/billing (reported apart). */
  learnerPath: boolean;
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

function printBudget(title: string, sizes: readonly TBundleSize[], budget: number | undefined): void {
  const sorted = sizes.map((s) => s.minified).sort((a, b) => a - b);
  const largest = sizes[0];
  const goal = budget === undefined ? '(no budget: reported)' : `(goal ≤ ${kb(budget)})`;
  if (budget !== undefined) {
    const over = sizes.filter((s) => s.minified > budget);
    console.log(
      `${title} over ${kb(budget)} minified: ${over.length} of ${sizes.length} (goal 0) ${over.length === 0 ? '✓' : '✗'}`,
    );
  }
  const mark = budget === undefined ? '' : largest && largest.minified > budget ? ' ✗' : ' ✓';
  console.log(
    `${title}: median ${kb(percentile(sorted, 0.5))}, p90 ${kb(percentile(sorted, 0.9))}, largest ${largest ? `${kb(largest.minified)} (${largest.bundle})` : '-'} ${goal}${mark}`,
  );
}

function printCarrying(title: string, sizes: readonly TBundleSize[], packages: readonly string[]): void {
  const found = sizes.flatMap((s) =>
    s.packages.filter(([pkg]) => packages.includes(pkg)).map(([pkg]) => `${s.bundle} (${pkg})`),
  );
  console.log(
    `${title} carrying ${packages.join('/')}: ${found.length === 0 ? 'none (goal none) ✓' : `${found.join(', ')} (goal none) ✗`}`,
  );
}

/**
 * Builds every Lambda the manifest names and prints each bundle's minified and gzip size with its heaviest
 * packages (esbuild metafile), largest first, in three groups: API functions on a learner's or a manager's path,
 * administrative and billing API functions, events/ workers. Then the learner-path budget (≤ 600 KB minified each),
 * each API group's median and p90, any API bundle carrying a worker-only package, and any learner-path bundle
 * carrying stripe.
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
        learnerPath: isLearnerPathBundle(entry),
        minified: code.length,
        gzip: gzipSize(code),
        packages: output ? packagesOf(output) : [],
      };
    })
    .sort((a, b) => b.minified - a.minified || a.bundle.localeCompare(b.bundle));
  const api = sizes.filter((s) => s.root === 'api');
  const learnerPath = api.filter((s) => s.learnerPath);
  const offPath = api.filter((s) => !s.learnerPath);
  const workers = sizes.filter((s) => s.root !== 'api');

  console.log(`Lambda bundles: ${sizes.length}, built in one esbuild pass in ${Math.round(result.durationMs)} ms`);
  printGroup(`API functions on a learner's or a manager's path (budgeted)`, learnerPath);
  printGroup('API functions, administrative and billing (reported, may carry their SDK)', offPath);
  printGroup('events/ workers (handlers, schedules, AWS triggers; may be larger)', workers);

  for (const [pkg, bytes] of stagedNativeSizes()) {
    console.log(
      `Native: ${pkg} is copied into the bundles that import it (deploy builds only): ${kb(bytes)} unzipped, not in the figures above.`,
    );
  }

  console.log('');
  printBudget(`Learner/manager-path API functions`, learnerPath, LEARNER_PATH_BUDGET_BYTES);
  printBudget('Administrative and billing API functions', offPath, undefined);
  printCarrying('API functions', api, WORKER_ONLY_PACKAGES);
  printCarrying(`Learner/manager-path API functions`, learnerPath, OFF_PATH_PACKAGES);
  return sizes.map(({ bundle, learnerPath, minified, gzip, packages }) => ({
    bundle,
    learnerPath,
    minified,
    gzip,
    packages,
  }));
}
