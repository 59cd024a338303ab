import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../../infra/lib/bundling/repo-root';
import { gzipSize, kb, table } from './format';

/**
 * The first visits the SPA budget covers (issue 13): a signed-out visitor's `/login`, and a signed-in learner's
 * first visit to My Courses and to a course player page. A signed-in route also loads the signed-in shell (the
 * root layout's lazy `app-layout` chunk) before its page.
 */
const ROUTES: readonly {
  readonly path: string;
  readonly label: string;
  readonly signedIn: boolean;
  readonly goalKb: number;
}[] = [
  { path: '/login', label: '/login (signed out)', signedIn: false, goalKb: 130 },
  { path: '/courses', label: '/courses (learner)', signedIn: true, goalKb: 170 },
  { path: '/courses/player/$id', label: 'course player (learner)', signedIn: true, goalKb: 170 },
];
/** The signed-in shell's lazy chunk (web/src/layout/root-layout.tsx imports it once a session exists). */
const SIGNED_IN_SHELL = 'src/layout/app-layout.tsx';
/**
 * The lazy chunks every signed-in first visit loads before the shell: the providers around the root layout
 * (web/src/app/app-root.tsx loads them for every screen but the bare login page), what the route guard
 * loads once a session exists (the QueryClient, the profile query) and the API's operation table (its first call).
 */
const SIGNED_IN_BASE = [
  'src/app/providers.tsx',
  'src/app/query-client.ts',
  'src/features/profile/api/queries.ts',
  'src/api/operation-routes.ts',
];
/**
 * Chunks fetched after the first screen, off the critical path (web/src/app/app-root.tsx fetches the toast
 * container 2 s in, or on the login page at the visitor's first key or tap): printed beside each route's figure,
 * not in it.
 */
const AFTER_FIRST_SCREEN = ['src/app/toasts.tsx'];
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

interface TRouteFigure {
  readonly path: string;
  readonly jsGzip: number;
  readonly cssGzip: number;
  readonly goalKb: number;
}

/**
 * Builds the SPA with a Vite manifest into a temp folder (web/dist is left alone) and prints, for each first
 * visit in ROUTES, the JavaScript the browser loads: the entry chunk and its static imports, the signed-in shell
 * for a signed-in route, the route's lazy page chunk, and each of those chunks' static imports, gzipped as sent.
 * Chunks loaded later on demand (video.js when a video is shown, the toast host on the first toast) are not
 * counted.
 */
export function benchSpaFirstRoute(): readonly TRouteFigure[] {
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
      // An error, not a figure: the run reports it and ends non-zero.
      throw new Error(
        `the web build failed, no figures:\n${(build.stderr || build.stdout || '').trim().split('\n').slice(-5).join('\n')}`,
      );
    }
    const buildMs = performance.now() - started;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, TManifestChunk>;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('no entry chunk in the Vite manifest');
    const sizes = new Map<string, { minified: number; gzip: number }>();
    const sizeOf = (file: string) => {
      let size = sizes.get(file);
      if (!size) {
        const code = readFileSync(join(outDir, file));
        size = { minified: code.length, gzip: gzipSize(code) };
        sizes.set(file, size);
      }
      return size;
    };
    const entryChunks = new Set<string>();
    staticClosure(manifest, entry, entryChunks);
    const entryGzip = [...entryChunks].reduce((sum, key) => sum + sizeOf(manifest[key]!.file).gzip, 0);
    console.log(
      `\nSPA build ${Math.round(buildMs)} ms; entry ${manifest[entry]!.file} ${kb(sizeOf(manifest[entry]!.file).gzip)} gzip, with its static imports ${kb(entryGzip)}`,
    );

    const figures: TRouteFigure[] = [];
    for (const route of ROUTES) {
      const chunks = new Set(entryChunks);
      if (route.signedIn) {
        for (const key of SIGNED_IN_BASE) staticClosure(manifest, key, chunks);
        if (manifest[SIGNED_IN_SHELL]) staticClosure(manifest, SIGNED_IN_SHELL, chunks);
        else console.log(`(no ${SIGNED_IN_SHELL} chunk: the signed-in shell is not counted apart)`);
      }
      const page = pageModuleFor(route.path, manifest);
      if (page) staticClosure(manifest, page, chunks);
      const rows = [...chunks].map((key) => ({
        key,
        file: manifest[key]!.file,
        css: manifest[key]!.css ?? [],
        ...sizeOf(manifest[key]!.file),
      }));
      rows.sort((a, b) => b.gzip - a.gzip);
      const jsGzip = rows.reduce((sum, r) => sum + r.gzip, 0);
      const jsMinified = rows.reduce((sum, r) => sum + r.minified, 0);
      const cssFiles = [...new Set(rows.flatMap((r) => r.css))];
      const cssGzip = cssFiles.reduce((sum, file) => sum + gzipSize(readFileSync(join(outDir, file))), 0);
      const shown = rows.slice(0, 12);
      const rest = rows.slice(shown.length);
      console.log(`\n${route.label}: page module ${page ?? 'not found (entry only)'}`);
      console.log(
        table(
          ['chunk', 'minified', 'gzip'],
          [
            ...shown.map((r) => [r.file, kb(r.minified), kb(r.gzip)]),
            ...(rest.length > 0
              ? [
                  [
                    `${rest.length} smaller chunks`,
                    kb(rest.reduce((s, r) => s + r.minified, 0)),
                    kb(rest.reduce((s, r) => s + r.gzip, 0)),
                  ],
                ]
              : []),
            [`TOTAL (${rows.length} chunks)`, kb(jsMinified), kb(jsGzip)],
          ],
        ),
      );
      const later = new Set<string>();
      for (const key of AFTER_FIRST_SCREEN) if (manifest[key]) staticClosure(manifest, key, later);
      const laterGzip = [...later]
        .filter((key) => !chunks.has(key))
        .reduce((sum, key) => sum + sizeOf(manifest[key]!.file).gzip, 0);
      console.log(
        `CSS: ${kb(cssGzip)} gzip (${cssFiles.length} file(s)); after the first screen: ${kb(laterGzip)} gzip JS (toast container)`,
      );
      figures.push({ path: route.path, jsGzip, cssGzip, goalKb: route.goalKb });
    }

    const allJs = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
    const allJsGzip = allJs.reduce((sum, c) => sum + sizeOf(c.file).gzip, 0);
    console.log(`\nWhole SPA: ${allJs.length} JS chunks, ${kb(allJsGzip)} gzip.`);
    for (const [i, figure] of figures.entries()) {
      const ok = figure.jsGzip <= figure.goalKb * 1024;
      console.log(
        `first visit ${ROUTES[i]!.label}: ${kb(figure.jsGzip)} gzip JS (goal ≤ ${figure.goalKb} KB) ${ok ? '✓' : '✗'}`,
      );
    }
    return figures;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
