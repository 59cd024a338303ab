import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { LAMBDA_ARCHITECTURE, bundleOfOutput } from './function-entries';

/**
 * Packages with a native build are left out of the bundles (esbuild cannot inline a `.node` file) and copied
 * into the `node_modules/` of each bundle that imports them, installed for Lambda's OS and CPU (linux, arm64,
 * glibc) rather than for this machine. A folder inside the function's own asset keeps `import 'sharp'` working
 * from an ESM handler, which ignores NODE_PATH and so cannot see a layer's /opt/nodejs/node_modules.
 */
export const NATIVE_PACKAGES = ['sharp'] as const;

export interface TNativeStaging {
  /** Bundle folder (relative to the dist dir) to the native packages it imports. */
  readonly needs: ReadonlyMap<string, readonly string[]>;
  readonly staged: readonly { bundle: string; pkg: string }[];
  readonly problems: readonly { bundle: string; pkg: string; reason: string }[];
}

/** Which bundles import which native packages, from the esbuild metafile (so no handler is named here). */
export function nativeNeeds(metafile: Metafile, distDir: string, rootDir: string): Map<string, string[]> {
  const needs = new Map<string, string[]>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const bundle = bundleOfOutput(rootDir, distDir, file);
    if (!bundle) continue;
    const pkgs = new Set<string>();
    for (const imp of output.imports) {
      if (!imp.external) continue;
      const pkg = NATIVE_PACKAGES.find((name) => imp.path === name || imp.path.startsWith(`${name}/`));
      if (pkg) pkgs.add(pkg);
    }
    if (pkgs.size > 0) needs.set(bundle, [...pkgs]);
  }
  return needs;
}

/**
 * Copies each needed native package (with its dependencies) into `<bundle>/node_modules`. The Lambda-platform
 * install is cached under node_modules/.cache, so after the first run this works offline. Never throws: a
 * package that cannot be installed is reported in `problems` and the caller decides (the CLI fails, synth warns).
 */
export function stageNativeModules(options: { rootDir: string; distDir: string; metafile: Metafile }): TNativeStaging {
  const { rootDir, distDir, metafile } = options;
  const needs = nativeNeeds(metafile, distDir, rootDir);
  const staged: { bundle: string; pkg: string }[] = [];
  const problems: { bundle: string; pkg: string; reason: string }[] = [];
  const cacheFor = new Map<string, { dir?: string; reason?: string }>();

  for (const [bundle, pkgs] of needs) {
    for (const pkg of pkgs) {
      if (!cacheFor.has(pkg)) cacheFor.set(pkg, installForLambda(rootDir, pkg));
      const cache = cacheFor.get(pkg)!;
      if (!cache.dir) {
        problems.push({ bundle, pkg, reason: cache.reason ?? 'unknown' });
        continue;
      }
      cpSync(cache.dir, join(distDir, bundle, 'node_modules'), { recursive: true });
      staged.push({ bundle, pkg });
    }
  }
  return { needs, staged, problems };
}

/** The version the functions workspace depends on, so Lambda runs what the tests ran. */
function installedVersion(rootDir: string, pkg: string): string | undefined {
  try {
    const require = createRequire(join(rootDir, 'functions', 'package.json'));
    const manifest = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string };
    return manifest.version;
  } catch {
    return undefined;
  }
}

function installForLambda(rootDir: string, pkg: string): { dir?: string; reason?: string } {
  const version = installedVersion(rootDir, pkg);
  if (!version) return { reason: `${pkg} is not installed in the functions workspace` };
  const cacheDir = join(
    rootDir,
    'node_modules',
    '.cache',
    'skillway-native',
    `${pkg}@${version}-linux-${LAMBDA_ARCHITECTURE}-glibc`,
  );
  const modules = join(cacheDir, 'node_modules');
  if (existsSync(join(modules, pkg, 'package.json'))) return { dir: modules };

  // Install in a scratch folder outside the repository so npm does not treat it as a workspace.
  const scratch = mkdtempSync(join(tmpdir(), `skillway-${pkg}-`));
  try {
    const result = spawnSync(
      'npm',
      [
        'install',
        `${pkg}@${version}`,
        '--prefix',
        scratch,
        '--os=linux',
        `--cpu=${LAMBDA_ARCHITECTURE}`,
        '--libc=glibc',
        '--omit=dev',
        '--no-save',
        '--no-package-lock',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
      ],
      { cwd: scratch, encoding: 'utf8', timeout: 120_000 },
    );
    if (result.status !== 0 || !existsSync(join(scratch, 'node_modules', pkg))) {
      const lines = (result.stderr || result.error?.message || 'no output')
        .split('\n')
        .map((line) => line.replace(/^npm error\s*/, '').trim());
      const detail = lines
        .filter((line) => line && !/complete log|proxy/i.test(line))
        .slice(0, 2)
        .join('; ');
      return { reason: `npm could not install ${pkg}@${version} for linux-${LAMBDA_ARCHITECTURE}: ${detail}` };
    }
    // Copy then swap in, so an interrupted run never leaves a half-filled cache that looks complete.
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${modules}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(join(scratch, 'node_modules'), partial, { recursive: true });
    rmSync(modules, { recursive: true, force: true });
    renameSync(partial, modules);
    return { dir: modules };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
