import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { OPERATION_LIST, routeMethods, type TOperation } from '@skillway/shared';
import { createRouteTable } from './route-table';

const op = (method: TOperation['method'], path: string, handler = path): TOperation => ({
  id: `${method} ${path}`,
  method,
  path,
  handler,
  access: 'public',
  summary: '',
  tag: 'test',
  response: z.unknown(),
  audit: { none: 'a test row' },
});

describe('createRouteTable', () => {
  const table = createRouteTable([
    op('GET', '/v1/courses'),
    op('GET', '/v1/courses/{id}'),
    op('GET', '/v1/courses/featured'),
    op('DELETE', '/v1/courses/{id}'),
    op('GET', '/v1/images/{preset}/{key+}'),
    op('POST', '/v1/groups/'),
    op('GET', '/v1/files/{key+}'),
  ]);

  it('matches a literal route without path parameters', () => {
    const match = table.match('GET', '/v1/courses');
    expect(match?.routeKey).toBe('GET /v1/courses');
    expect(match).not.toHaveProperty('pathParameters');
  });

  it('extracts and decodes a path parameter', () => {
    expect(table.match('GET', '/v1/courses/a%20b')?.pathParameters).toEqual({ id: 'a b' });
  });

  it('prefers a literal segment over a parameter, whatever the order of rows', () => {
    expect(table.match('GET', '/v1/courses/featured')?.routeKey).toBe('GET /v1/courses/featured');
  });

  it('matches on the method too', () => {
    expect(table.match('DELETE', '/v1/courses/7')?.routeKey).toBe('DELETE /v1/courses/{id}');
    expect(table.match('PUT', '/v1/courses/7')).toBeUndefined();
    expect(table.match('delete', '/v1/courses/7')?.routeKey).toBe('DELETE /v1/courses/{id}');
  });

  it('gives a greedy parameter the rest of the path', () => {
    expect(table.match('GET', '/v1/images/small/c/42/logo%20v2.png')?.pathParameters).toEqual({
      preset: 'small',
      key: 'c/42/logo v2.png',
    });
    expect(table.match('GET', '/v1/files/a')?.pathParameters).toEqual({ key: 'a' });
  });

  it('needs at least one segment for a greedy parameter', () => {
    expect(table.match('GET', '/v1/files/')).toBeUndefined();
    expect(table.match('GET', '/v1/images/small')).toBeUndefined();
  });

  it('ignores one trailing slash on either side', () => {
    expect(table.match('POST', '/v1/groups/')?.routeKey).toBe('POST /v1/groups/');
    expect(table.match('POST', '/v1/groups')?.routeKey).toBe('POST /v1/groups/');
    expect(table.match('GET', '/v1/courses/')?.routeKey).toBe('GET /v1/courses');
  });

  it('does not match empty parameter segments or longer paths', () => {
    expect(table.match('GET', '/v1/courses//')).toBeUndefined();
    expect(table.match('GET', '/v1/courses/7/extra')).toBeUndefined();
    expect(table.match('GET', '/v1/unknown')).toBeUndefined();
  });

  it('refuses a manifest with two rows on one route or a greedy parameter before the end', () => {
    expect(() => createRouteTable([op('GET', '/v1/a/{id}'), op('GET', '/v1/a/{other}')])).toThrow(/share the route/);
    expect(() => createRouteTable([op('GET', '/v1/{key+}/x')])).toThrow(/last segment/);
    expect(() => createRouteTable([op('GET', '/v1/a-{id}')])).toThrow(/whole segment/);
  });

  it('mounts every row of the real manifest, under each of its route methods', () => {
    const real = createRouteTable(OPERATION_LIST);
    for (const operation of OPERATION_LIST) {
      const samplePath = operation.path.replace(/\{[^}]+\+\}/g, 'c/1/x.png').replace(/\{[^}]+\}/g, 'sample');
      for (const method of routeMethods(operation))
        expect(real.match(method, samplePath)?.operation.id, `${method} ${operation.id}`).toBe(operation.id);
    }
  });

  it("serves an LRS resource's GET row under HEAD and OPTIONS with their own route keys, and no other row", () => {
    const lrs = createRouteTable([
      op('GET', '/v1/xapi/statements', 'get'),
      op('PUT', '/v1/xapi/statements', 'put'),
      op('POST', '/v1/xapi/cmi5/fetch/{id}', 'fetch'),
      op('GET', '/v1/courses', 'courses'),
    ]);
    expect(lrs.match('HEAD', '/v1/xapi/statements')).toMatchObject({
      routeKey: 'HEAD /v1/xapi/statements',
      operation: { handler: 'get' },
    });
    expect(lrs.match('OPTIONS', '/v1/xapi/statements')).toMatchObject({
      routeKey: 'OPTIONS /v1/xapi/statements',
      operation: { handler: 'get' },
    });
    expect(lrs.match('PUT', '/v1/xapi/statements')?.operation.handler).toBe('put');
    expect(lrs.match('HEAD', '/v1/courses')).toBeUndefined();
    expect(lrs.match('OPTIONS', '/v1/courses')).toBeUndefined();
    expect(lrs.match('OPTIONS', '/v1/xapi/cmi5/fetch/x')).toBeUndefined();
  });

  it('refuses a row of its own on a route another row is served under', () => {
    expect(() => createRouteTable([op('GET', '/v1/xapi/about'), op('HEAD' as 'GET', '/v1/xapi/about')])).toThrow(
      /share the route HEAD \/v1\/xapi\/about/,
    );
  });
});
