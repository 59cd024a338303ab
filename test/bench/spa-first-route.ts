import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../../infra/lib/bundling/repo-root';
import { gzipSize, kb, table } from './format';

/** The route a first-time visitor lands on. */
const FIRST_ROUTE = '/login';
const WEB_DIR = join(REPO_ROOT, 'web');
const ROUTE_TREE_DIR = join(WEB_DIR, 'src', 'routes', 'tree');

interface TManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The page module a route lazily imports, read from the route tree's `screenRoute('<path>', meta, () =>
 * import('...'))`, as a manifest key (`src/features/auth/pages/login-page.tsx`).
 */
function pageModuleFor(path: string, manifest: Record<string, TManifestChunk>): string | undefined {
  if (!existsSync(ROUTE_TREE_DIR)) return undefined;
  for (const file of readdirSync(ROUTE_TREE_DIR).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(join(ROUTE_TREE_DIR, file), 'utf8');
    const at = source.indexOf(`'${path}',`);
    if (at < 0) continue;
    const spec = /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(source.slice(at))?.[1];
    if (!spec) return undefined;
    const base = relative(WEB_DIR, resolve(ROUTE_TREE_DIR, spec));
    return Object.keys(manifest).find((key) => key === base || key.replace(/\.[jt]sx?$/, '') === base);
  }
  return undefined;
}

/** A chunk and everything it imports statically: what the browser must load before the code runs. */
function staticClosure(manifest: Record<string, TManifestChunk>, start: string, into: Set<string>): void {
  if (into.has(start) || !manifest[start]) return;
  into.add(start);
  for (const dep of manifest[start].imports ?? []) staticClosure(manifest, dep, into);
}

/**
 * Builds the SPA with a Vite manifest into a temp folder (web/dist is left alone) and prints the JavaScript a
 * browser loads for the first route: the entry chunk, its static imports, the route's lazy page chunk and that
 * chunk's static imports, each gzipped as sent.
 */
export function benchSpaFirstRoute(): { jsGzip: number; cssGzip: number } | undefined {
  const outDir = mkdtempSync(join(tmpdir(), 'skillway-bench-web-'));
  try {
    const started = performance.now();
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: WEB_DIR, encoding: 'utf8' },
    );
    const manifestFile = join(outDir, '.vite', 'manifest.json');
    if (build.status !== 0 || !existsSync(manifestFile)) {
      console.log(
        `\nSPA: the web build failed, no figures.\n${(build.stderr || build.stdout || '').trim().split('\n').slice(-5).join('\n')}`,
      );
      return undefined;
    }
    const buildMs = performance.now() - started;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, TManifestChunk>;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) {
      console.log('\nSPA: no entry chunk in the Vite manifest.');
      return undefined;
    }

    const chunks = new Set<string>();
    staticClosure(manifest, entry, chunks);
    const page = pageModuleFor(FIRST_ROUTE, manifest);
    if (page) staticClosure(manifest, page, chunks);

    const rows = [...chunks].map((key) => {
      const chunk = manifest[key]!;
      const code = readFileSync(join(outDir, chunk.file));
      return { key, file: chunk.file, minified: code.length, gzip: gzipSize(code), css: chunk.css ?? [] };
    });
    rows.sort((a, b) => b.gzip - a.gzip);
    const jsGzip = rows.reduce((sum, r) => sum + r.gzip, 0);
    const jsMinified = rows.reduce((sum, r) => sum + r.minified, 0);
    const cssFiles = [...new Set(rows.flatMap((r) => r.css))];
    const cssGzip = cssFiles.reduce((sum, file) => sum + gzipSize(readFileSync(join(outDir, file))), 0);

    const allJs = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
    const allJsGzip = allJs.reduce((sum, c) => sum + gzipSize(readFileSync(join(outDir, c.file))), 0);

    console.log(
      `\nSPA first route (${FIRST_ROUTE}): built in ${Math.round(buildMs)} ms; page module ${page ?? 'not found (entry only)'}`,
    );
    console.log(
      table(
        ['chunk', 'minified', 'gzip'],
        [...rows.map((r) => [r.file, kb(r.minified), kb(r.gzip)]), ['FIRST-ROUTE JS', kb(jsMinified), kb(jsGzip)]],
      ),
    );
    console.log(`First-route CSS: ${kb(cssGzip)} gzip (${cssFiles.length} file(s))`);
    console.log(
      `Whole SPA: ${allJs.length} JS chunks, ${kb(allJsGzip)} gzip; the first route loads ${Math.round((jsGzip / allJsGzip) * 100)}% of it.`,
    );
    return { jsGzip, cssGzip };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
