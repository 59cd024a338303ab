import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { LAMBDA_ESM_BUILD, BUNDLE_FILE, type TFunctionEntry } from './function-entries';
import { lambdaCredentialsPlugin } from './lambda-credentials-plugin';
import { sanitizerParserPlugin } from './sanitizer-parser-plugin';
import { unusedRequiresPlugin } from './unused-requires-plugin';

/**
 * Packages the functions load with `import()` on first use, and what of each they use. A Lambda bundle is one
 * file, and esbuild inlines a dynamic `import()` into it: the code is then still read and compiled at cold start
 * (compiling is most of an import's CPU, ≈ 0.1 ms per KB). In Lambda bundles these `import()`s load a file beside
 * the bundle instead, `lazy/<package>.mjs`, built once and copied into each bundle folder that imports it, so a cold
 * start compiles none of it (issue 13: sanitize-html 72 KB, file-type with strtok3 60 KB). A static import of
 * them still bundles them inline.
 */
const LAZY_PACKAGES: Readonly<Record<string, string>> = {
  // html-sanitiser.ts: loadSanitiser()
  'sanitize-html': "export { default } from 'sanitize-html';",
  // verify-upload.ts and render-image.ts: the content check
  'file-type': "export { fileTypeFromBuffer } from 'file-type';",
  // pdf-fonts.ts: the embedded fonts' parser, for the PDF files only (750 KB)
  '@pdf-lib/fontkit': "export { default } from '@pdf-lib/fontkit';",
  // clients/ses.ts: the mail client, for the calls that send one (61 KB, nearly all its serde schemas: issue 36 put
  // users/update-user and auth/register back within the learner path's 600 KB)
  '@aws-sdk/client-sesv2': "export { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';",
};

const LAZY_DIR = 'lazy';
const ENTRY_NAMESPACE = 'skillway-lazy-entry';

/** The path a bundle imports a lazy package by (relative to its own file). */
function lazyPath(name: string): string {
  return `./${LAZY_DIR}/${name}.mjs`;
}

/** In the functions' build: `import('sanitize-html')` → `import('./lazy/sanitize-html.mjs')`, left external. */
export function lazyPackagesPlugin(): Plugin {
  const names = Object.keys(LAZY_PACKAGES);
  return {
    name: 'skillway-lazy-packages',
    setup(pluginBuild) {
      pluginBuild.onResolve(
        { filter: new RegExp(`^(${names.map((n) => n.replace(/[-/]/g, '\\$&')).join('|')})$`) },
        (args) => (args.kind === 'dynamic-import' ? { path: lazyPath(args.path), external: true } : undefined),
      );
    },
  };
}

/**
 * Builds the lazy packages a build's bundles import (minified ESM, with the sanitiser's plugins) and copies each
 * into `<bundle>/lazy/` of every bundle that imports it. Returns the chunks' metafile (inputs and outputs), to merge.
 */
export async function buildLazyPackages(input: {
  rootDir: string;
  outDir: string;
  entries: readonly TFunctionEntry[];
  metafile: Metafile;
  banner: string;
}): Promise<Metafile> {
  const { rootDir, outDir, entries, metafile } = input;
  const users = new Map<string, string[]>();
  for (const entry of entries) {
    const key = relative(rootDir, join(outDir, entry.bundle, BUNDLE_FILE))
      .split(sep)
      .join('/');
    for (const imp of metafile.outputs[key]?.imports ?? []) {
      const name = Object.keys(LAZY_PACKAGES).find((n) => imp.external && imp.path === lazyPath(n));
      if (name) users.set(name, [...(users.get(name) ?? []), entry.bundle]);
    }
  }
  if (users.size === 0) return { inputs: {}, outputs: {} };

  const chunkDir = join(outDir, '.lazy-packages');
  const names = [...users.keys()];
  const result = await build({
    absWorkingDir: rootDir,
    entryPoints: names.map((name) => ({ in: `${ENTRY_NAMESPACE}:${name}`, out: name })),
    outdir: chunkDir,
    ...LAMBDA_ESM_BUILD,
    banner: { js: input.banner },
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'skillway-lazy-entries',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: new RegExp(`^${ENTRY_NAMESPACE}:`) }, (args) => ({
            path: args.path.slice(ENTRY_NAMESPACE.length + 1),
            namespace: ENTRY_NAMESPACE,
          }));
          pluginBuild.onLoad({ filter: /.*/, namespace: ENTRY_NAMESPACE }, (args) => ({
            contents: LAZY_PACKAGES[args.path],
            resolveDir: rootDir,
            loader: 'js',
          }));
        },
      },
      // The SDK client's credentials from the Lambda environment, as in the bundles (not the whole provider chain).
      lambdaCredentialsPlugin(),
      sanitizerParserPlugin(),
      unusedRequiresPlugin(),
    ],
  });
  if (result.errors.length > 0)
    throw new Error(`esbuild failed on the lazy packages with ${result.errors.length} error(s).`);
  for (const [name, bundles] of users) {
    for (const bundle of bundles) {
      const target = resolve(outDir, bundle, lazyPath(name));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(chunkDir, `${name}.mjs`), target);
    }
  }
  rmSync(chunkDir, { recursive: true, force: true });
  return result.metafile;
}
