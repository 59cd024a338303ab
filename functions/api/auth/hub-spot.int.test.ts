/** POST /v1/hub-spot against the running local stack: public, validated, throttled per caller address; locally the CRM is a log line. */
import { describe, expect, it } from 'vitest';
import { HUBSPOT_THROTTLE, MSG } from '@skillway/shared';
import { call } from '../../../test/factories/http';

describe('POST /v1/hub-spot', () => {
  it('takes a visitor address without a token, refuses a bad one naming email, and throttles a flood', async () => {
    // The throttle counts in fixed windows: start well inside one.
    const windowMs = HUBSPOT_THROTTLE.windowSeconds * 1000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const taken = await call('POST', '/v1/hub-spot', { body: { email: 'Visitor@Example.test' } });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ message: MSG.HUBSPOT_RECEIVED });

    for (const body of [{}, { email: '' }, { email: 'not-an-address' }]) {
      const refused = await call('POST', '/v1/hub-spot', { body });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['email']);
    }

    // The window's allowance (the first call above counted) runs out, then the caller is refused.
    const statuses: number[] = [];
    for (let i = 0; i < HUBSPOT_THROTTLE.maxPerAddress; i++) {
      statuses.push((await call('POST', '/v1/hub-spot', { body: { email: `flood-${i}@example.test` } })).status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.at(-1)).toBe(429);
  });
});
