import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

/** The module `system/openapi` takes its document from, and what generates it. */
const DOCUMENT_MODULE = join('functions', 'core', 'platform', 'openapi', 'openapi-document.ts');
const GENERATOR = join('functions', 'core', 'platform', 'openapi', 'generate-openapi.ts');
const OPERATIONS = join('shared', 'src', 'manifest', 'operations.ts');

/**
 * The Lambda build's openapi-document module: the document's JSON (≈ 590 KB) brotli-compressed and base64-encoded
 * (≈ 30 KB in the bundle), unpacked on the first request with node:zlib, loaded then; `info.version` set per call.
 */
export async function openApiDocumentSource(rootDir: string): Promise<string> {
  const { OPERATION_LIST } = (await import(pathToFileURL(resolve(rootDir, OPERATIONS)).href)) as {
    OPERATION_LIST: readonly unknown[];
  };
  const { generateOpenApi } = (await import(pathToFileURL(resolve(rootDir, GENERATOR)).href)) as {
    generateOpenApi: (operations: readonly unknown[], info: { version: string }) => Record<string, unknown>;
  };
  const json = JSON.stringify(generateOpenApi(OPERATION_LIST, { version: '' }));
  const packed = brotliCompressSync(Buffer.from(json), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  }).toString('base64');
  return [
    `const PACKED = ${JSON.stringify(packed)};`,
    'export async function openApiDocument(version) {',
    "  const { brotliDecompressSync } = await import('node:zlib');",
    "  const document = JSON.parse(brotliDecompressSync(Buffer.from(PACKED, 'base64')).toString('utf8'));",
    '  document.info = { ...document.info, version };',
    '  return document;',
    '}',
    '',
  ].join('\n');
}

/**
 * `system/openapi` serves a document generated from the whole manifest: every operation's zod schemas, built at
 * import (2.4× a bare handler's cold start). In Lambda bundles its openapi-document module is the document generated
 * at build time, compressed, unpacked and parsed on the first request.
 */
export function openApiDocumentPlugin(rootDir: string): Plugin {
  const target = resolve(rootDir, DOCUMENT_MODULE);
  return {
    name: 'skillway-openapi-document',
    setup(build) {
      let source: Promise<string> | undefined;
      build.onLoad({ filter: /[\\/]openapi-document\.ts$/ }, async (args) => {
        if (resolve(args.path) !== target) return undefined;
        source ??= openApiDocumentSource(rootDir);
        return { contents: await source, loader: 'js' };
      });
    },
  };
}
