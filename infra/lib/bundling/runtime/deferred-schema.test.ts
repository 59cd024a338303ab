import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { deferredSchema } from './deferred-schema';

describe('deferredSchema', () => {
  it('builds the schema on its first use, once', () => {
    let builds = 0;
    const schema = deferredSchema(() => {
      builds += 1;
      return z.object({ name: z.string() });
    });
    expect(builds).toBe(0);
    expect(z.safeParse(schema, { name: 'Ada' })).toEqual({ success: true, data: { name: 'Ada' } });
    expect(z.safeParse(schema, { name: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('serves as a part of other schemas, a shape to spread, and an instance of its class', () => {
    const inner = deferredSchema(() => z.optional(z.pipe(z.string(), z.transform(Number))));
    const shape = deferredSchema(() => ({ limit: inner, search: z.optional(z.string()) }));
    const outer = deferredSchema(() => z.object({ ...shape, page: z.string() }));
    const extended = z.extend(outer, { more: z.boolean() });
    expect(z.parse(extended, { limit: '5', page: '1', more: true })).toEqual({ limit: 5, page: '1', more: true });
    expect(z.safeParse(z.object(shape), {}).success).toBe(true);
    expect(Object.keys(outer._zod.def.shape)).toEqual(['limit', 'search', 'page']);
    expect(outer instanceof z.ZodMiniObject).toBe(true);
    expect(Object.getPrototypeOf(outer)).toBe(Object.getPrototypeOf(z.object({})));
  });

  it('answers for its non-configurable properties as a proxy must', () => {
    const schema = deferredSchema(() => z.string());
    expect(Object.getOwnPropertyDescriptor(schema, '_zod')?.configurable).toBe(false);
    expect(Object.getOwnPropertyDescriptor(schema, '_zod')?.value).toBe(schema._zod);
    expect(Reflect.ownKeys(schema)).toEqual(Reflect.ownKeys(z.string()));
    expect(z.toJSONSchema(schema)).toEqual(z.toJSONSchema(z.string()));
  });
});
