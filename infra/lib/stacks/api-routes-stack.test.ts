import { describe, expect, it } from 'vitest';
import type { TOperation } from '@skillway/shared';
import {
  CLOUDFORMATION_RESOURCE_LIMIT,
  MAX_OPERATIONS_PER_NESTED_STACK,
  groupByDomain,
  resourcesOf,
  routePath,
  routeThrottleSettings,
} from './api-routes-stack';

const row = (tag: string, n: number): TOperation =>
  ({
    id: `${tag.toLowerCase()}.op${n}`,
    method: 'GET',
    path: `/v1/${tag}/${n}`,
    handler: `api/x/op-${n}`,
    access: 'authenticated',
    summary: '',
    tag,
  }) as unknown as TOperation;

describe('groupByDomain', () => {
  it('groups rows by tag and splits a large domain so no nested stack exceeds the limit', () => {
    const rows = [
      ...Array.from({ length: MAX_OPERATIONS_PER_NESTED_STACK * 2 + 5 }, (_, i) => row('Courses', i)),
      row('Auth', 1),
      row('Test Results', 1),
    ];
    const groups = groupByDomain(rows);
    expect([...groups.keys()]).toEqual(['Courses', 'Courses2', 'Courses3', 'Auth', 'TestResults']);
    expect(groups.get('Courses')).toHaveLength(MAX_OPERATIONS_PER_NESTED_STACK);
    expect(groups.get('Courses3')).toHaveLength(5);
  });

  it("counts the LRS GET rows' HEAD and OPTIONS routes, so a domain of them stays under the limit", () => {
    const lrsGet = (n: number): TOperation => ({ ...row('xAPI', n), path: '/v1/xapi/statements' });
    expect(resourcesOf(row('Courses', 1))).toBe(7);
    expect(resourcesOf(lrsGet(1))).toBe(11);
    const groups = groupByDomain(Array.from({ length: 60 }, (_, i) => lrsGet(i)));
    expect([...groups.keys()]).toEqual(['xAPI', 'xAPI2']);
    for (const chunk of groups.values()) {
      expect(chunk.reduce((sum, operation) => sum + resourcesOf(operation), 0)).toBeLessThan(
        CLOUDFORMATION_RESOURCE_LIMIT,
      );
    }
    expect(groups.get('xAPI')).toHaveLength(38);
  });
});

describe('routePath', () => {
  it('drops a trailing slash API Gateway would refuse, and keeps the rest', () => {
    expect(routePath('/v1/groups/')).toBe('/v1/groups');
    expect(routePath('/v1/images/{preset}/{key+}')).toBe('/v1/images/{preset}/{key+}');
  });
});

describe('routeThrottleSettings', () => {
  it('names each throttled row by its route key, with its limits', () => {
    const throttled = {
      ...row('Auth', 1),
      method: 'POST',
      path: '/v1/groups/',
      throttle: { rateLimit: 5, burstLimit: 10 },
    };
    expect(routeThrottleSettings([row('Auth', 2), throttled as TOperation])).toEqual({
      'POST /v1/groups': { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
    });
  });

  it("throttles a row's extra routes as its own", () => {
    const throttled = { ...row('xAPI', 1), path: '/v1/xapi/about', throttle: { rateLimit: 1, burstLimit: 2 } };
    expect(Object.keys(routeThrottleSettings([throttled as TOperation]))).toEqual([
      'GET /v1/xapi/about',
      'HEAD /v1/xapi/about',
      'OPTIONS /v1/xapi/about',
    ]);
  });
});
