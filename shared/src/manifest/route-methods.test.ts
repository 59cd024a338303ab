import { describe, expect, it } from 'vitest';
import { XAPI_RESOURCE_PARAMS } from '../constants/xapi';
import { OPERATION_LIST } from './operations';
import { isLrsResourcePath, routeMethods } from './route-methods';

describe('routeMethods', () => {
  it("adds HEAD and OPTIONS to an LRS resource's GET row only", () => {
    expect(routeMethods({ method: 'GET', path: '/v1/xapi/statements' })).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(routeMethods({ method: 'GET', path: '/v1/xapi/about' })).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(routeMethods({ method: 'GET', path: '/v1/xapi/activities/state' })).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(routeMethods({ method: 'PUT', path: '/v1/xapi/statements' })).toEqual(['PUT']);
    expect(routeMethods({ method: 'GET', path: '/v1/courses' })).toEqual(['GET']);
    // Under the LRS's base but not one of its resources: the cmi5 fetch URL, a made-up path.
    expect(routeMethods({ method: 'POST', path: '/v1/xapi/cmi5/fetch/{id}' })).toEqual(['POST']);
    expect(routeMethods({ method: 'GET', path: '/v1/xapi/statements/extra' })).toEqual(['GET']);
  });

  it('knows every LRS resource by its full path', () => {
    for (const resource of Object.keys(XAPI_RESOURCE_PARAMS))
      expect(isLrsResourcePath(`/v1/xapi/${resource}`)).toBe(true);
    expect(isLrsResourcePath('/v1/xapi/')).toBe(false);
    expect(isLrsResourcePath('/v1/xapi-launch/{id}')).toBe(false);
  });

  it('gives every GET row of the LRS in the manifest its HEAD and OPTIONS, and no route twice', () => {
    const lrsGets = OPERATION_LIST.filter((row) => row.method === 'GET' && isLrsResourcePath(row.path));
    expect(lrsGets.map((row) => row.path)).toEqual(
      expect.arrayContaining(['/v1/xapi/about', '/v1/xapi/statements', '/v1/xapi/activities/state']),
    );
    const keys = OPERATION_LIST.flatMap((row) => routeMethods(row).map((method) => `${method} ${row.path}`));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
