import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'skillway-unused-require';
const LAUNDER = 'skillway-launder-naughty-href';

/**
 * CommonJS packages `require` a dependency at the top for features the Lambdas never call; esbuild cannot shake a
 * CommonJS module, so each would bundle the dependency whole. Here those requires (only from the named importer)
 * get a stub instead:
 * - `parse-srcset` from sanitize-html: it parses `srcset`/`imagesrcset`, which no allow-list of the sanitiser keeps
 *   (1.5 KB). The stub throws, and sanitize-html drops an attribute whose srcset it cannot parse.
 * - `debug` from @tokenizer/inflate (file-type's ZIP reader): trace logging, off unless `DEBUG` names it, with
 *   `ms` and `supports-color` (9.5 KB in each bundle that checks uploads). The stub logs nothing.
 * sanitize-html takes only `naughtyHref` from launder, whose module also holds a form-field toolkit and requires
 * dayjs (11 KB in each bundle that sanitises HTML): there `launder` is launder's own `cleanHref` and `naughtyHref`,
 * cut from its source at build time (the build fails if they are not found).
 */
const STUBS: readonly { module: string; importer: RegExp; contents: string }[] = [
  {
    module: 'parse-srcset',
    importer: /[\\/]node_modules[\\/]sanitize-html[\\/]/,
    contents:
      "module.exports = function parseSrcset() { throw new Error('parse-srcset is not bundled: no sanitiser allow-list keeps srcset'); };",
  },
  {
    module: 'debug',
    importer: /[\\/]node_modules[\\/]@tokenizer[\\/]inflate[\\/]/,
    contents:
      'function debug() { const log = function () {}; log.enabled = false; log.extend = debug; return log; }\nmodule.exports = debug;',
  },
];

/** launder's `cleanHref` and `naughtyHref` declarations, as its index.js writes them, exported for sanitize-html. */
export function launderNaughtyHrefSource(launderIndex: string): string {
  const start = launderIndex.indexOf('function cleanHref(');
  const end = launderIndex.indexOf('module.exports = function');
  const cut = start === -1 || end <= start ? '' : launderIndex.slice(start, end);
  if (!/^function naughtyHref\(href, options\) \{$/m.test(cut)) {
    throw new Error('launder changed: cleanHref and naughtyHref are no longer where unused-requires-plugin cuts them');
  }
  return `${cut}\nmodule.exports = { naughtyHref };\n`;
}

export function unusedRequiresPlugin(): Plugin {
  return {
    name: 'skillway-unused-requires',
    setup(build) {
      for (const stub of STUBS) {
        build.onResolve({ filter: new RegExp(`^${stub.module}$`) }, (args) =>
          stub.importer.test(args.importer) ? { path: stub.module, namespace: NAMESPACE } : undefined,
        );
      }
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: STUBS.find((stub) => stub.module === args.path)?.contents ?? '',
        loader: 'js',
      }));
      build.onResolve({ filter: /^launder$/ }, async (args) => {
        if (!/[\\/]node_modules[\\/]sanitize-html[\\/]/.test(args.importer) || args.pluginData === LAUNDER)
          return undefined;
        const real = await build.resolve('launder', {
          kind: 'require-call',
          resolveDir: args.resolveDir,
          pluginData: LAUNDER,
        });
        return real.errors.length > 0 ? undefined : { path: real.path, namespace: LAUNDER };
      });
      build.onLoad({ filter: /.*/, namespace: LAUNDER }, async (args) => ({
        contents: launderNaughtyHrefSource(await readFile(args.path, 'utf8')),
        loader: 'js',
      }));
    },
  };
}
