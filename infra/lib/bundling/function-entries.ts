import { join, relative, resolve, sep } from 'node:path';
import type { BuildOptions } from 'esbuild';
import {
  AWS_TRIGGERED_HANDLERS,
  EVENT_ROUTES,
  OPERATION_LIST,
  SCHEDULES,
  TABLE_STREAM_HANDLERS,
  USER_POOL_TRIGGERS,
} from '@skillway/shared';

/** Lambda's CPU for every function; native modules are staged for the same one (stage-native-modules.ts). */
export const LAMBDA_ARCHITECTURE = 'arm64';
/** Node major the bundles target; CDK's runtime (nodejs22.x) matches it. */
const LAMBDA_NODE_TARGET = 'node22';

/**
 * What every file deployed to Lambda is built with: one self-contained, minified ESM file per entry (shared chunks
 * would have to be copied into every asset anyway), preferring packages' ESM builds because they tree-shake (the
 * AWS SDK and zod/mini are most of every bundle).
 */
export const LAMBDA_ESM_BUILD = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: false,
  format: 'esm',
  platform: 'node',
  target: LAMBDA_NODE_TARGET,
  mainFields: ['module', 'main'],
  minify: true,
  treeShaking: true,
  charset: 'utf8',
  legalComments: 'none',
  // A production build: libraries' development-only branches go (Lingui's run-time ICU compiler, ~24 KB with its
  // parser: the server's catalogues arrive compiled, functions/core/platform/i18n/server-texts.ts).
  define: { 'process.env.NODE_ENV': '"production"' },
} as const satisfies BuildOptions;

/** Where API handlers and non-HTTP handlers live, relative to the repository root. */
const SOURCE_ROOTS = { api: 'functions', events: 'events' } as const;
export type TSourceRoot = keyof typeof SOURCE_ROOTS;

/** Build output, relative to the repository root. CDK reads each bundle folder as one Lambda asset. */
export const DEFAULT_DIST_DIR = join('dist', 'functions');
export const METAFILE_NAME = 'meta.json';

export interface TFunctionEntry {
  readonly root: TSourceRoot;
  /** Module path as the manifest names it, e.g. `api/auth/login` or `schedules/expire-trials`. */
  readonly handler: string;
  /** Source file relative to the repository root, e.g. `functions/api/auth/login.ts`. */
  readonly source: string;
  /** Bundle folder relative to the dist dir: `<handler>` for API handlers, `events/<handler>` for the others. */
  readonly bundle: string;
  /** The manifest rows that name this module (an operation id, `event:<detail-type>`, `schedule:<id>`, `cognito:<id>`, `stream:<id>`). */
  readonly usedBy: readonly string[];
}

/** Lower-case path segments only: a handler name becomes a file path and an asset folder, never `..` or absolute. */
const HANDLER_NAME = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

export function bundleFolder(root: TSourceRoot, handler: string): string {
  if (!HANDLER_NAME.test(handler))
    throw new Error(`Handler module name "${handler}" is not a lower-case relative path.`);
  return root === 'api' ? handler : `events/${handler}`;
}

/**
 * Every module a Lambda runs, read from the manifest: one entry per distinct handler module (two rows may share one).
 * API operations come from `operations`, the rest from EVENT_ROUTES, SCHEDULES, AWS_TRIGGERED_HANDLERS,
 * USER_POOL_TRIGGERS (the Cognito triggers, modules under events/ like the other non-HTTP handlers) and
 * TABLE_STREAM_HANDLERS (the table stream's consumers).
 */
export function listFunctionEntries(): TFunctionEntry[] {
  const byBundle = new Map<string, { root: TSourceRoot; handler: string; usedBy: string[] }>();
  const add = (root: TSourceRoot, handler: string, usedBy: string) => {
    const bundle = bundleFolder(root, handler);
    const existing = byBundle.get(bundle);
    if (existing) existing.usedBy.push(usedBy);
    else byBundle.set(bundle, { root, handler, usedBy: [usedBy] });
  };
  for (const op of OPERATION_LIST) add('api', op.handler, op.id);
  for (const route of EVENT_ROUTES) add('events', route.handler, `event:${route.detailType}`);
  for (const schedule of SCHEDULES) add('events', schedule.handler, `schedule:${schedule.id}`);
  for (const trigger of AWS_TRIGGERED_HANDLERS) add('events', trigger.handler, `aws:${trigger.id}`);
  for (const trigger of USER_POOL_TRIGGERS) add('events', trigger.handler, `cognito:${trigger.id}`);
  for (const stream of TABLE_STREAM_HANDLERS) add('events', stream.handler, `stream:${stream.id}`);

  return [...byBundle.entries()]
    .map(([bundle, { root, handler, usedBy }]) => ({
      root,
      handler,
      bundle,
      source: `${SOURCE_ROOTS[root]}/${handler}.ts`,
      usedBy,
    }))
    .sort((a, b) => a.bundle.localeCompare(b.bundle));
}

export const BUNDLE_FILE = 'index.mjs';

/**
 * The bundle folder of an esbuild metafile output (keys are relative to the build's working directory),
 * or undefined for anything that is not a bundle's `index.mjs`.
 */
export function bundleOfOutput(rootDir: string, distDir: string, outputKey: string): string | undefined {
  const rel = relative(distDir, resolve(rootDir, outputKey)).split(sep).join('/');
  if (rel.startsWith('..') || !rel.endsWith(`/${BUNDLE_FILE}`)) return undefined;
  return rel.slice(0, -(BUNDLE_FILE.length + 1));
}
