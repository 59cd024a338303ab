import { resolve } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { LAMBDA_ESM_BUILD, type TFunctionEntry } from './function-entries';
import { handlerRowsPlugin, type TRowSource } from './handler-rows-plugin';
import { lambdaCredentialsPlugin } from './lambda-credentials-plugin';
import { lazyPackagesPlugin } from './lazy-packages';
import { openApiDocumentPlugin } from './openapi-document-plugin';
import { pureSchemasPlugin } from './pure-schemas-plugin';
import { sanitizerParserPlugin } from './sanitizer-parser-plugin';
import { NATIVE_PACKAGES } from './stage-native-modules';
import { unusedRequiresPlugin } from './unused-requires-plugin';

/**
 * ESM output cannot call `require`, yet CommonJS dependencies bundled into it do (esbuild's `__require` shim
 * looks for a global one). A real `require` made from the bundle's own URL fixes both. It cannot clash with a
 * bundled module's own `require` binding: minification renames every top-level binding of an ESM bundle, and
 * never to a name the bundle uses as a global.
 */
export const ESM_REQUIRE_BANNER =
  'import{createRequire as __skillwayCreateRequire}from"node:module";const require=__skillwayCreateRequire(import.meta.url);';

/**
 * The single multi-entry esbuild pass: minified, tree-shaken ESM for Lambda's Node with the AWS SDK bundled and
 * native packages left external (stage-native-modules.ts copies them in afterwards).
 */
export function esbuildOptions(input: {
  rootDir: string;
  outDir: string;
  entries: readonly TFunctionEntry[];
  sourcemap: boolean;
  /** Operation id -> rows module (loadRowSources): each API bundle then carries only its own rows. */
  rows: Map<string, TRowSource>;
}): BuildOptions & { metafile: true } {
  const { rootDir, outDir, entries, rows } = input;
  return {
    absWorkingDir: rootDir,
    entryPoints: entries.map((entry) => ({ in: resolve(rootDir, entry.source), out: `${entry.bundle}/index` })),
    outdir: outDir,
    ...LAMBDA_ESM_BUILD,
    sourcemap: input.sourcemap ? 'linked' : false,
    banner: { js: ESM_REQUIRE_BANNER },
    external: [...NATIVE_PACKAGES],
    plugins: [
      handlerRowsPlugin({ rootDir, entries, rows }),
      lambdaCredentialsPlugin(),
      sanitizerParserPlugin(),
      unusedRequiresPlugin(),
      openApiDocumentPlugin(rootDir),
      pureSchemasPlugin(),
      lazyPackagesPlugin(),
    ],
    metafile: true,
    logLevel: 'silent',
  };
}
