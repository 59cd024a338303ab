import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiPlugins } from './scripts/lingui-plugins.ts';
import { mantineComponentStylesPlugin } from './scripts/mantine-component-styles.ts';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/** The @skillway/shared workspace's sources (forward slashes, as module ids are compared). */
const SHARED_SRC = fileURLToPath(new URL('../shared/src/', import.meta.url)).replace(/\\/g, '/');

/**
 * What every screen but the login page loads: Mantine's provider and the components of the signed-in shell, My
 * Courses and the course player (with what they import: Box, the styles API, the theme, hooks), and TanStack Query.
 * One chunk rather than the dozens of small shared ones the automatic split makes of them, each with its own import
 * list. Components only other screens use (Card, Image, SimpleGrid, AspectRatio: 1.2 KB gzip) stay in their chunks.
 */
const UI_BASE = new RegExp(
  [
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/](?:MantineProvider|DirectionProvider)[\\/]`,
    String.raw`node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-mutation-observer[\\/]`,
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Text|Group|Stack|Container|Title|Anchor|Paper|UnstyledButton|Button|Loader|Center|Transition|ActionIcon|Alert|CloseButton|Avatar|Badge|Progress|ThemeIcon)[\\/]`,
    String.raw`node_modules[\\/]@tanstack[\\/]react-query[\\/]`,
  ].join('|'),
);
/**
 * The small modules every signed-in first visit loads, shared with the lazy pages of other screens: the tabler icon
 * factory and the icons of the signed-in shell, My Courses and the course player, a few Mantine hooks, the link
 * components, the query-key factories and the learner's constants. Each would otherwise be a chunk of its own
 * (about forty of 0.1–0.3 KB each on a first visit, each with its own gzip header, import list and request).
 * Nothing admin-only: what only a staff screen uses stays in that screen's chunks. A new icon on these screens
 * belongs in SIGNED_IN_ICONS (else it is a chunk of its own on the first visit).
 */
const SIGNED_IN_ICONS = [
  // the shell: navigation, account button, bell, suspension notice
  'Bell',
  'Book',
  'Certificate',
  'ChartPie',
  'ChevronDown',
  'Lock',
  'Playlist',
  // My Courses and the course player
  'ArrowLeft',
  'Book2',
  'CircleCheck',
  'Clock',
  'Download',
  'ExternalLink',
  'PlayerPlay',
  'Presentation',
  'Refresh',
  'X',
];
const SIGNED_IN_COMMON = new RegExp(
  [
    String.raw`node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](?:createReactComponent|defaultAttributes)\.mjs$`,
    String.raw`node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(?:${SIGNED_IN_ICONS.join('|')})\.mjs$`,
    String.raw`node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/](?:use-disclosure|use-window-event)[\\/]`,
    String.raw`web[\\/]src[\\/]components[\\/]links[\\/](?:anchor-link|button-link)\.tsx$`,
    String.raw`web[\\/]src[\\/]lib[\\/](?:modals-ready|notify-api-error|use-list-params|course-state-color)\.ts$`,
    String.raw`web[\\/]src[\\/]layout[\\/]page-loader\.tsx$`,
    String.raw`web[\\/]src[\\/]features[\\/](?:profile|notifications|learning|courses)[\\/]api[\\/]query-keys\.ts$`,
    String.raw`web[\\/]src[\\/]features[\\/]learning[\\/]lib[\\/]learning-paused\.ts$`,
    // The suspension notice's texts and the account's actions (the shell reads them for an administrator).
    String.raw`shared[\\/]src[\\/]constants[\\/](?:learning|courses|billing)\.ts$`,
    String.raw`shared[\\/]src[\\/]rules[\\/]account-actions\.ts$`,
  ].join('|'),
);
/**
 * The small modules the course player shares with other screens (the video player's still frame, the course query,
 * the description's sanitised HTML, the certificate link, Mantine's Typography): one chunk for the player's first
 * visit rather than one each. Screens that share one of them load the others too (a few KB at most).
 */
const PLAYER_SHARED = new RegExp(
  [
    String.raw`web[\\/]src[\\/]components[\\/]video-player[\\/](?:index\.ts|video-player\.tsx|video-loading\.tsx|video-player\.module\.css)$`,
    String.raw`web[\\/]src[\\/]features[\\/]courses[\\/](?:api[\\/]course-query|lib[\\/]video-source|lib[\\/]safe-description)\.ts$`,
    String.raw`web[\\/]src[\\/]features[\\/]certificates[\\/]lib[\\/]open-certificate\.ts$`,
    String.raw`web[\\/]src[\\/]features[\\/]learning[\\/]components[\\/](?:learner-course-state|back-to-courses)\.tsx$`,
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Typography[\\/]`,
  ].join('|'),
);
/**
 * The same for My Courses: the empty and error states, dates and durations, the card's action and language badge,
 * the search box, the certificate's standing (the recertification rules and their constants), the debounce.
 */
const MY_COURSES_SHARED = new RegExp(
  [
    String.raw`web[\\/]src[\\/]components[\\/](?:search-input|item-label)\.tsx$`,
    String.raw`web[\\/]src[\\/]lib[\\/]format-duration\.ts$`,
    String.raw`web[\\/]src[\\/]features[\\/]learning[\\/](?:components[\\/](?:course-action-button\.tsx|course-language-badge\.tsx|course-language-badge\.module\.css)|lib[\\/]course-language\.ts)$`,
    String.raw`shared[\\/]src[\\/](?:constants[\\/](?:compliance-status|calendar)|rules[\\/]recertification)\.ts$`,
    String.raw`node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(?:AlertTriangle|Search)\.mjs$`,
    String.raw`web[\\/]src[\\/]components[\\/](?:empty-state|load-error)\.tsx$`,
    String.raw`web[\\/]src[\\/]lib[\\/]format-date\.ts$`,
    String.raw`web[\\/]src[\\/]features[\\/]learning[\\/]lib[\\/]course-card-action\.ts$`,
    String.raw`shared[\\/]src[\\/]rules[\\/]duration\.ts$`,
    String.raw`node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/](?:use-debounced-callback[\\/]|utils[\\/]use-callback-ref[\\/])`,
  ].join('|'),
);
/**
 * The text field (search boxes and forms): a chunk apart from UI_BASE, so a screen without one (the course player)
 * does not carry it.
 */
const UI_INPUT = /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Input|InputBase|TextInput)[\\/]/;
/**
 * What the entry (the login page) shares with UI_BASE: a chunk of their own, so taking UI_BASE's dependencies
 * along does not pull the whole group into the entry.
 */
const RUNTIME = new RegExp(
  [
    String.raw`node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store)[\\/]`,
    String.raw`node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]utils[\\/]random-id[\\/]`,
  ].join('|'),
);

/** The SPA's sources (forward slashes), read for the operation ids it names. */
const WEB_SRC = fileURLToPath(new URL('./src/', import.meta.url));
/** A quoted `area.action`: how the SPA names an operation (`api('courses.get', …)`, a target's `list: 'groups.list'`). */
const QUOTED_OPERATION_ID = /['"`]([a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*)['"`]/g;

/** Every operation id quoted in the SPA's sources (tests left out): the operations the SPA calls. */
async function operationIdsNamedBySpa(): Promise<Set<string>> {
  const files = (await filesUnder(WEB_SRC)).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const named = new Set<string>();
  for (const file of files)
    for (const match of (await readFile(file, 'utf8')).matchAll(QUOTED_OPERATION_ID)) named.add(match[1]!);
  return named;
}

/**
 * The browser needs only the method and path of the operations it calls, and whether one takes no token; the
 * manifest also carries every request and response schema (tens of KB that grow with each feature), and operations
 * the SPA never calls (the LRS's `xapi.*` rows, which content calls, the billing webhook, the health check). In the
 * production build, src/api/operation-routes.ts becomes a plain table generated here: the operations whose id the
 * SPA's sources quote, each `{ method, path }` and `access: 'public'` for those that take no token; those on a
 * learner's or a manager's path there, the rest in src/api/staff-operation-routes.ts (fetched by staff only).
 */
function operationRoutesPlugin(): Plugin {
  const sources = { learner: '', staff: '' };
  return {
    name: 'skillway-operation-routes',
    apply: 'build',
    async buildStart() {
      // The manifest is TypeScript: tsx loads it here (the config itself is bundled before it runs).
      const { tsImport } = await import('tsx/esm/api');
      const shared = (await tsImport('@skillway/shared', import.meta.url)) as {
        operations: Record<string, { method: string; path: string; access: unknown; tag: string }>;
      };
      const { isLearnerPathOperation } = (await tsImport(
        '@skillway/shared/manifest/learner-path',
        import.meta.url,
      )) as {
        isLearnerPathOperation: (operation: { access: unknown; tag: string }) => boolean;
      };
      const named = await operationIdsNamedBySpa();
      const tables = { learner: {} as Record<string, unknown>, staff: {} as Record<string, unknown> };
      for (const [id, op] of Object.entries(shared.operations)) {
        if (!named.has(id)) continue;
        // Split by the one rule of a learner's or a manager's path: their first visits carry only their operations.
        tables[isLearnerPathOperation(op) ? 'learner' : 'staff'][id] = {
          method: op.method,
          path: op.path,
          ...(op.access === 'public' ? { access: 'public' } : {}),
        };
      }
      sources.learner = `export const OPERATION_ROUTES = ${JSON.stringify(tables.learner)};\n`;
      sources.staff = `export const STAFF_OPERATION_ROUTES = ${JSON.stringify(tables.staff)};\n`;
    },
    load(id) {
      const path = id.replace(/\\/g, '/');
      if (path.endsWith('/src/api/operation-routes.ts')) return sources.learner;
      if (path.endsWith('/src/api/staff-operation-routes.ts')) return sources.staff;
      return null;
    },
  };
}

/**
 * `MSG` (shared/src/constants/messages.ts) is one object, which the server's bundles write as plain strings. In the
 * web build that module becomes the namespace of one export per message, generated from the object, so each chunk
 * keeps only the messages it reads (`MSG.X` call sites unchanged; imported constants are inlined where read).
 */
function messagesNamespacePlugin(): Plugin {
  const NAMED = '\0skillway-messages';
  let named = '';
  return {
    name: 'skillway-messages-namespace',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const { tsImport } = await import('tsx/esm/api');
      const shared = (await tsImport('@skillway/shared', import.meta.url)) as { MSG: Record<string, string> };
      named = Object.entries(shared.MSG)
        .map(([key, text]) => `export const ${key} = ${JSON.stringify(text)};`)
        .join('\n');
    },
    resolveId: (id) => (id === NAMED ? NAMED : null),
    load(id) {
      if (id === NAMED) return named;
      if (!id.replace(/\\/g, '/').endsWith(`${SHARED_SRC}constants/messages.ts`)) return null;
      return `export * as MSG from ${JSON.stringify(NAMED)};\n`;
    },
  };
}

/**
 * A lazy chunk's preload list without the chunks already in the page when its import runs: the entry's static imports
 * (loaded before any code runs) and the importing chunk's own. Vite lists a dynamic import's whole static closure, so
 * every lazy screen named React, the router and the entry itself again: the entry's list of preload addresses (one per
 * lazy chunk any route can reach, hashes that do not compress) was 4.6 KB gzip of its 28.5 KB. The browser's module
 * map would skip them anyway; a chunk is dropped only when it is certainly loaded, so nothing loads later than before.
 * CSS is not filtered (Vite keeps a lazy chunk's stylesheets whatever this returns).
 */
function preloadListsPlugin(): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[], context: { hostId: string; hostType: string }) => string[];
} {
  let bundle: Rolldown.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  const staticClosure = (file: string): Set<string> => {
    let closure = closures.get(file);
    if (!closure) {
      closure = new Set();
      const visit = (name: string) => {
        const chunk = bundle?.[name];
        if (closure!.has(name) || chunk?.type !== 'chunk') return;
        closure!.add(name);
        chunk.imports.forEach(visit);
      };
      visit(file);
      closures.set(file, closure);
    }
    return closure;
  };
  return {
    plugin: {
      name: 'skillway-preload-lists',
      apply: 'build',
      // Before Vite's import analysis writes the lists (its generateBundle calls resolveDependencies).
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      if (!bundle || hostType !== 'js') return deps;
      const entries = Object.values(bundle).filter((item) => item.type === 'chunk' && item.isEntry);
      // With one entry every lazy chunk is reached from it, so its static imports are in the page already.
      const loaded = new Set([
        ...staticClosure(hostId),
        ...(entries.length === 1 ? staticClosure(entries[0]!.fileName) : []),
      ]);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
const preloadLists = preloadListsPlugin();

/** Text files worth compressing; CloudFront compresses the same kinds between 1,000 bytes and 10 MB. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|csv|xml|webmanifest|wasm)$/i;
const MIN_COMPRESS_BYTES = 1000;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the build, so the local
 * server (infra/local/static-site.ts) sends what CloudFront sends without compressing on each request. A variant
 * that is not smaller than the file is not written. CloudFront compresses on its own: the deploy skips these.
 */
function precompressPlugin(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'skillway-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file) && !file.includes('/.vite/'));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_COMPRESS_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The local stack (infra/local) serves the API and the local-only pages; the dev and preview servers forward
 * to it. SKILLWAY_API_URL points them at a stack on another port (e.g. one started with PORT=3200).
 */
const LOCAL_STACK = process.env.SKILLWAY_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    messagesNamespacePlugin(),
    operationRoutesPlugin(),
    ...linguiPlugins(),
    mantineComponentStylesPlugin({
      entryStylesheet: fileURLToPath(new URL('./src/app/mantine-entry.css', import.meta.url)),
    }),
    react(),
    preloadLists.plugin,
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Pages are lazy chunks; the first route loads only the shell, the router and the page it needs.
    chunkSizeWarningLimit: 600,
    modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
    // dist/.vite/manifest.json lets the bench add up the first route's JS (entry + the login page's chunks).
    manifest: true,
    rollupOptions: {
      // @skillway/shared is pure (constants, schemas, the manifest): what a chunk does not use is dropped.
      treeshake: { moduleSideEffects: (id) => !id.replace(/\\/g, '/').startsWith(SHARED_SRC) },
      // Imported constants are written where they are read: `MSG.LOGIN_FAILED` becomes its text in the chunk that
      // shows it, so no route loads a shared chunk of every message the app uses.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        // Seven hash characters rather than eight (the fewest Rolldown allows for this many chunks): every lazy import
        // lists its chunks' and stylesheets' addresses, and hashes do not compress.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          groups: [
            { name: 'react', test: RUNTIME, priority: 2 },
            { name: 'ui-base', test: UI_BASE, priority: 1 },
            { name: 'ui-input', test: UI_INPUT, priority: 1 },
            // The next three take only the modules they list, not what those import (Rolldown's default): with their
            // dependencies they would take the router and the API client out of the entry, and /login would load
            // them. None may list a module the login page loads (the bench's /login figure would show it).
            { name: 'player-shared', test: PLAYER_SHARED, priority: 0, includeDependenciesRecursively: false },
            { name: 'my-courses-shared', test: MY_COURSES_SHARED, priority: 0, includeDependenciesRecursively: false },
            { name: 'signed-in', test: SIGNED_IN_COMMON, priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': { target: LOCAL_STACK, changeOrigin: false },
      '/_local': { target: LOCAL_STACK, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/v1': { target: LOCAL_STACK, changeOrigin: false },
      '/_local': { target: LOCAL_STACK, changeOrigin: false },
    },
  },
});
