import { describe, expect, it } from 'vitest';
import {
  OPERATION_LIST,
  XAPI_LRS_BASE_PATH,
  XAPI_RESOURCE_PARAMS,
  isLrsResourcePath,
  type TXapiResource,
} from '@skillway/shared';
import { ALTERNATE_TARGETS } from './lrs-alternate-targets';

describe('ALTERNATE_TARGETS', () => {
  it('runs every method of each LRS resource the manifest has a POST row for (where the syntax arrives)', () => {
    const resources = OPERATION_LIST.filter((row) => row.method === 'POST' && isLrsResourcePath(row.path)).map(
      (row) => row.path.slice(XAPI_LRS_BASE_PATH.length) as TXapiResource,
    );
    expect(resources).toEqual(expect.arrayContaining(['statements', 'activities/state']));
    for (const resource of resources)
      for (const method of Object.keys(XAPI_RESOURCE_PARAMS[resource]))
        expect(
          ALTERNATE_TARGETS[`${method} ${resource}` as keyof typeof ALTERNATE_TARGETS],
          `${method} ${resource}`,
        ).toBeTypeOf('function');
  });
});
