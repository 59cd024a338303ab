import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { TFunctionEntry } from './function-entries';
import { rowExportName } from './pure-schemas-plugin';

/** The module every API handler takes defineHandler from, and the row-taking core it wraps. */
const DEFINE_HANDLER = join('functions', 'core', 'platform', 'http', 'define-handler.ts');
const OPERATION_HANDLER = join('functions', 'core', 'platform', 'http', 'operation-handler.ts');
const ROWS_DIR = join('shared', 'src', 'manifest', 'rows');
const NAMESPACE = 'skillway-handler-rows';

/** Where an operation's row is defined: the rows module and the export (`userRows`) holding it. */
export interface TRowSource {
  file: string;
  exportName: string;
}

/**
 * Operation id -> its rows module, read from the manifest's rows modules themselves (shared/src/manifest/rows/*.ts,
 * each exporting one record of rows keyed by operation id): the manifest stays the one list.
 */
export async function loadRowSources(rootDir: string): Promise<Map<string, TRowSource>> {
  const dir = resolve(rootDir, ROWS_DIR);
  const sources = new Map<string, TRowSource>();
  if (!existsSync(dir)) return sources; // a root without a manifest (the build's own fixtures)
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))) {
    const file = join(dir, name);
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(mod)) {
      if (!value || typeof value !== 'object') continue;
      for (const id of Object.keys(value)) sources.set(id, { file, exportName });
    }
  }
  return sources;
}

/** `defineHandler('users.get'` calls in a handler's source: the ids it asks for beyond its manifest rows. */
function calledIds(source: string): string[] {
  return [...source.matchAll(/defineHandler\(\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');
}

/**
 * Every API handler imports defineHandler (by operation id), whose module holds the whole manifest: every row and,
 * through them, every area's zod schemas (about 125 KB minified in each of 200 bundles). In the Lambda build, an
 * API entry's import of define-handler resolves instead to a module generated for that handler holding only its
 * own rows (from the rows module that defines them, with the id added exactly as defineOperations adds it) and
 * wrapping the same defineOperationHandler. Tests and the local stack keep the plain module.
 */
export function handlerRowsPlugin(input: {
  rootDir: string;
  entries: readonly TFunctionEntry[];
  rows: Map<string, TRowSource>;
}): Plugin {
  const { rootDir, rows } = input;
  const defineHandler = resolve(rootDir, DEFINE_HANDLER);
  const usedBy = new Map(
    input.entries
      .filter((entry) => entry.root === 'api')
      .map((entry) => [resolve(rootDir, entry.source), entry.usedBy]),
  );
  return {
    name: 'skillway-handler-rows',
    setup(build) {
      build.onResolve({ filter: /\/define-handler$/ }, (args) => {
        const ids = usedBy.get(args.importer);
        if (!ids || resolve(dirname(args.importer), `${args.path}.ts`) !== defineHandler) return undefined;
        return { path: args.importer, namespace: NAMESPACE, pluginData: ids };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const ids = [...new Set([...(args.pluginData as string[]), ...calledIds(readFileSync(args.path, 'utf8'))])];
        // Each row by its own export (pure-schemas-plugin.ts splits the rows modules so), not through the area's
        // record: the bundle then keeps this row's schemas only.
        const imports: string[] = [];
        const lines = ids.map((id, index) => {
          const source = rows.get(id);
          if (!source) throw new Error(`${args.path}: no manifest row defines the operation "${id}".`);
          imports.push(`import { ${rowExportName(id)} as row${index} } from ${JSON.stringify(source.file)};`);
          return `  ${JSON.stringify(id)}: { ...row${index}, id: ${JSON.stringify(id)} },`;
        });
        const contents = [
          `import { defineOperationHandler } from ${JSON.stringify(resolve(rootDir, OPERATION_HANDLER))};`,
          ...imports,
          'const operations = {',
          ...lines,
          '};',
          'export function defineHandler(operationId, fn) {',
          '  const operation = operations[operationId];',
          '  if (!operation) throw new Error(`Unknown operation ${String(operationId)}`);',
          '  return defineOperationHandler(operation, fn);',
          '}',
        ].join('\n');
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}
