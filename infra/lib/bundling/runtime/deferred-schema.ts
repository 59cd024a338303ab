/**
 * A zod schema built on its first use: what the pure-schemas plugin makes of each top-level schema of the shared
 * schema modules in Lambda bundles. Building zod schemas is the largest part of what a handler's own code runs at
 * import (a CPU profile of courses/update-course: about 9 of its 35 ms above a bare handler), and a request reads
 * only a few of the schemas its bundle carries; deferred, a cold start builds none and a request the ones it parses.
 *
 * The proxy forwards every operation to the schema, built once; zod only ever reads a schema's properties (`_zod`,
 * `~standard`), so the schema behaves as itself. A non-configurable property (zod's `_zod`) is copied onto the
 * proxy's target when its descriptor is asked for, as proxies must.
 */
export function deferredSchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const real = (): T => (schema ??= build());
  const target = {} as T;
  return new Proxy(target, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(real()),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      if (descriptor && !descriptor.configurable && !Reflect.getOwnPropertyDescriptor(target, key)) {
        Reflect.defineProperty(target, key, descriptor);
      }
      return descriptor;
    },
  });
}
