import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers are typed by their own modules
export type TLambdaHandler = (event: any, context?: any) => Promise<unknown>;

/**
 * Imports `<baseDir>/<module>.ts` once and keeps its `handler`, like a warm Lambda. The import happens on
 * first use, after the stack has set the environment, because handlers build their SDK clients at module
 * scope from it.
 */
export function createHandlerLoader(baseDir: string) {
  const cache = new Map<string, Promise<TLambdaHandler>>();

  async function load(modulePath: string): Promise<TLambdaHandler> {
    if (modulePath.includes('..') || modulePath.startsWith('/')) throw new Error(`bad handler path ${modulePath}`);
    const file = join(baseDir, `${modulePath}.ts`);
    if (!existsSync(file)) throw new Error(`handler module ${file} does not exist`);
    const module = (await import(pathToFileURL(file).href)) as { handler?: unknown };
    if (typeof module.handler !== 'function') throw new Error(`${file} does not export a handler function`);
    return module.handler as TLambdaHandler;
  }

  return {
    get(modulePath: string): Promise<TLambdaHandler> {
      let entry = cache.get(modulePath);
      if (!entry) {
        entry = load(modulePath);
        // A failed import (a syntax error being fixed) is retried on the next request, not cached forever.
        entry.catch(() => cache.delete(modulePath));
        cache.set(modulePath, entry);
      }
      return entry;
    },
  };
}

export type THandlerLoader = ReturnType<typeof createHandlerLoader>;
