/** Health and the OpenAPI document over HTTP against the running local stack. */
import { describe, expect, it } from 'vitest';
import { OPERATION_LIST } from '@skillway/shared';
import { call } from '../../../test/factories/http';

describe('system', () => {
  it('health answers 200 with each dependency checked', async () => {
    const result = await call('GET', '/v1/health');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'ok', checks: { table: 'ok', identity: 'ok', storage: 'ok' } });
    expect(result.headers.get('x-request-id')).toBeTruthy();
  });

  it('serves the OpenAPI document with every manifest row', async () => {
    const result = await call('GET', '/v1/openapi.json');
    expect(result.status).toBe(200);
    expect(result.body.openapi).toBe('3.1.0');
    const ids = Object.values(result.body.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      (methods) => Object.values(methods).map((operation) => operation.operationId),
    );
    expect(ids.sort()).toEqual(OPERATION_LIST.map((operation) => operation.id).sort());
  });
});
