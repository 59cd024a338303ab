/**
 * The trial-expiry schedule against the running stack's table: a company whose trial end has passed becomes
 * state 2 (via the sparse trial index, no scan), and its administrator then meets the suspended-company lock.
 * The handler runs in this process with the environment the stack's global setup set.
 */
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { describe, expect, it } from 'vitest';
import { MSG, SUSPENSION_SHORT } from '@skillway/shared';
import { companyEntity } from '@skillway/functions/core/platform/db/entities/company';
import { keys } from '@skillway/functions/core/platform/db/keys';
import { registerCompany } from '../../test/factories/accounts';
import { auditEvents } from '../../test/factories/audit-events';
import { call } from '../../test/factories/http';
import { handler } from './expire-trials';

describe('expire-trials', () => {
  it('moves an ended free trial to state 2, once, and the administrator is locked to suspendedAccessible rows', async () => {
    const account = await registerCompany();
    const ended = new Date(Date.now() - 60_000).toISOString();
    await companyEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: account.user.company_id,
        trial_ends_at: ended,
        gsi2sk: keys.trialIndexSk(ended, account.user.company_id),
      })
      .send();

    const first = await handler();
    expect(first.expired).toBeGreaterThanOrEqual(1);
    const second = await handler();
    expect(second.expired).toBe(0);

    // The audit log has the state change once, as the system's.
    const events = await auditEvents(account.user.company_id);
    const expiries = events.filter((event) => event.action === 'system.trialExpired');
    expect(expiries).toHaveLength(1);
    expect(expiries[0]).toMatchObject({ actor_kind: 'system', actor_id: 'system', target_type: 'company' });
    expect(expiries[0]?.pii.changes).toContainEqual(expect.objectContaining({ field: 'state', after: 2 }));

    const profile = await call('GET', '/v1/user/profile', { token: account.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.company).toMatchObject({
      state: 2,
      state_description: 'Free Trial Expired',
      trial_days_left: 0,
    });

    const locked = await call('GET', '/v1/courses', { token: account.token });
    expect(locked.status).toBe(403);
    // The administrator is told why and what lifts it: the trial has ended, sign up on Account Status.
    expect(locked.body.message).toBe(SUSPENSION_SHORT.trial_expired);
    expect(locked.body.message).not.toBe(MSG.FORBIDDEN);
  });

  it('leaves companies whose trial has not ended', async () => {
    const account = await registerCompany();
    await handler();
    const profile = await call('GET', '/v1/user/profile', { token: account.token });
    expect(profile.body.data.company.state).toBe(1);
  });
});
