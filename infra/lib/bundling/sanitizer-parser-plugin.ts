import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'skillway-sanitizer-parser';
const POSTCSS_STUB = 'skillway-sanitizer-no-postcss';

/**
 * sanitize-html (the html sanitiser's engine) takes htmlparser2 with a CommonJS `require`, so the bundle gets all
 * of htmlparser2's index: the DOM handler, DOM utilities, the serialiser and the entity encoders (about 100 KB
 * minified), although sanitize-html only ever uses `htmlparser.Parser`. In Lambda bundles its `htmlparser2` is
 * that Parser alone, from the same copy of htmlparser2 (ESM build, so the rest shakes out).
 *
 * It also `require`s postcss (with source-map-js, about 90 KB) at the top for `allowedStyles`, which the sanitiser
 * does not use: it sets `parseStyleAttributes: false` and filters `style` itself (html-sanitiser.ts), so
 * sanitize-html never calls postcss. In Lambda bundles that `postcss` is a stub that throws if it ever were called
 * (sanitize-html then drops the style attribute, never keeps it).
 */
export function sanitizerParserPlugin(): Plugin {
  return {
    name: 'skillway-sanitizer-parser',
    setup(build) {
      build.onResolve({ filter: /^htmlparser2$/ }, async (args) => {
        if (!/[\\/]sanitize-html[\\/]index\.js$/.test(args.importer) || args.pluginData === NAMESPACE) return undefined;
        const index = await build.resolve('htmlparser2', {
          kind: 'import-statement',
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        if (index.errors.length > 0) return undefined;
        return { path: join(dirname(index.path), 'Parser.js'), namespace: NAMESPACE };
      });
      build.onResolve({ filter: /^postcss$/ }, (args) =>
        /[\\/]sanitize-html[\\/]index\.js$/.test(args.importer)
          ? { path: 'postcss', namespace: POSTCSS_STUB }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: POSTCSS_STUB }, () => ({
        contents:
          "module.exports = { parse() { throw new Error('postcss is not bundled: the sanitiser sets parseStyleAttributes false'); } };",
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `export { Parser } from ${JSON.stringify(args.path)};`,
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
    },
  };
}
