import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFunctions } from '../../infra/lib/bundling/build-functions';
import { BUNDLE_FILE } from '../../infra/lib/bundling/function-entries';
import { REPO_ROOT } from '../../infra/lib/bundling/repo-root';
import { gzipSize, kb, table } from './format';

export interface TBundleSize {
  bundle: string;
  minified: number;
  gzip: number;
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
  return input.split('/')[0] ?? input; // our own workspaces: functions/, shared/, events/
}

/**
 * Builds every Lambda the manifest names (the same single esbuild pass as deploys, without native modules) into
 * a temp folder and prints each bundle's minified and gzip size, largest first, with totals, then what the
 * largest bundle is made of.
 */
export async function benchLambdaBundles(): Promise<TBundleSize[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'skillway-bench-functions-'));
  try {
    const result = await buildFunctions({ outDir });
    const sizes = result.entries
      .map((entry) => {
        const code = readFileSync(join(outDir, entry.bundle, BUNDLE_FILE));
        return { bundle: entry.bundle, minified: code.length, gzip: gzipSize(code) };
      })
      .sort((a, b) => b.minified - a.minified || a.bundle.localeCompare(b.bundle));

    const total = sizes.reduce((sum, s) => ({ minified: sum.minified + s.minified, gzip: sum.gzip + s.gzip }), {
      minified: 0,
      gzip: 0,
    });
    console.log(`\nLambda bundles: ${sizes.length}, built in one esbuild pass in ${Math.round(result.durationMs)} ms`);
    console.log(
      table(
        ['bundle', 'minified', 'gzip'],
        [
          ...sizes.map((s) => [s.bundle, kb(s.minified), kb(s.gzip)]),
          ['TOTAL', kb(total.minified), kb(total.gzip)],
          ['MEAN', kb(total.minified / sizes.length), kb(total.gzip / sizes.length)],
        ],
      ),
    );

    for (const [pkg, bytes] of stagedNativeSizes()) {
      console.log(
        `Native: ${pkg} is copied into the bundles that import it (deploy builds only): ${kb(bytes)} unzipped, not in the figures above.`,
      );
    }

    const largest = sizes[0];
    const output =
      largest &&
      Object.entries(result.metafile.outputs).find(([file]) => file.endsWith(`${largest.bundle}/${BUNDLE_FILE}`))?.[1];
    if (largest && output) {
      const byPackage = new Map<string, number>();
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        byPackage.set(packageOf(input), (byPackage.get(packageOf(input)) ?? 0) + bytesInOutput);
      }
      const top = [...byPackage.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
      console.log(`\nLargest bundle (${largest.bundle}) by package, minified bytes in output:`);
      console.log(
        table(
          ['package', 'minified'],
          top.map(([pkg, bytes]) => [pkg, kb(bytes)]),
        ),
      );
    }
    return sizes;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
