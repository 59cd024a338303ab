/** POST /v1/hub-spot against the running local stack: public, validated, throttled per caller address; locally the CRM is a log line. */
import { describe, expect, it } from 'vitest';
import { HUBSPOT_THROTTLE, MSG } from '@skillway/shared';
import { viewerAddressHeader } from '../../../test/factories/accounts';
import { call } from '../../../test/factories/http';

describe('POST /v1/hub-spot', () => {
  it('takes a visitor address without a token, refuses a bad one naming email, and throttles a flood', async () => {
    // A caller address of this test's own, so no other test's calls count against it.
    const headers = viewerAddressHeader();
    const taken = await call('POST', '/v1/hub-spot', { headers, body: { email: 'Visitor@Example.test' } });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ message: MSG.HUBSPOT_RECEIVED });

    for (const body of [{}, { email: '' }, { email: 'not-an-address' }]) {
      const refused = await call('POST', '/v1/hub-spot', { headers, body });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['email']);
    }

    // The allowance (the first call above counted; refused bodies did not) runs out, then the caller is refused.
    const statuses: number[] = [];
    for (let i = 1; i < HUBSPOT_THROTTLE.maxPerAddress; i++) {
      statuses.push(
        (await call('POST', '/v1/hub-spot', { headers, body: { email: `flood-${i}@example.test` } })).status,
      );
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await call('POST', '/v1/hub-spot', { headers, body: { email: 'one-more@example.test' } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MSG.TOO_MANY_REQUESTS);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another caller is not affected.
    const other = await call('POST', '/v1/hub-spot', {
      headers: viewerAddressHeader(),
      body: { email: 'x@example.test' },
    });
    expect(other.status).toBe(200);
  });
});
