import { describe, expect, it } from 'vitest';
import { MSG, PLATFORM_CONTACT_EMAIL, SUSPENSION_SHORT, type TOperation } from '@skillway/shared';
import { assertNotSuspended, assertRoleAllowed } from './access';
import type { TAuth } from './principal';

const row = (access: TOperation['access'], extra: Partial<TOperation> = {}): TOperation => ({
  id: 'test.row',
  method: 'POST',
  path: '/v1/test',
  handler: 'api/test',
  access,
  summary: '',
  tag: 'Test',
  response: undefined as never,
  audit: { none: 'a test row' },
  ...extra,
});

const auth = (roleId: 1 | 2 | 3 | 4, state = 1, subscription_status?: string): TAuth =>
  ({
    roleId,
    userId: 'u',
    companyId: roleId === 1 ? 'platform' : 'c',
    company: roleId === 1 ? null : { state, subscription_status },
    user: {},
    token: {},
  }) as unknown as TAuth;

describe('role check (default deny)', () => {
  it('lets listed roles through and refuses the rest with 403', () => {
    expect(() => assertRoleAllowed(row([2, 4]), auth(2))).not.toThrow();
    expect(() => assertRoleAllowed(row([2, 4]), auth(4))).not.toThrow();
    for (const role of [1, 3] as const) {
      expect(() => assertRoleAllowed(row([2, 4]), auth(role))).toThrowError(
        expect.objectContaining({ code: 'FORBIDDEN', status: 403 }),
      );
    }
    expect(() => assertRoleAllowed(row([]), auth(2))).toThrow();
  });

  it('admits every role on authenticated rows', () => {
    for (const role of [1, 2, 3, 4] as const)
      expect(() => assertRoleAllowed(row('authenticated'), auth(role))).not.toThrow();
  });
});

describe('suspended company', () => {
  it('allows suspendedAccessible rows', () => {
    expect(() => assertNotSuspended(row('authenticated', { suspendedAccessible: true }), auth(2, 2))).not.toThrow();
  });
  it('only states 2 and 4 lock', () => {
    for (const state of [1, 3, 5]) expect(() => assertNotSuspended(row('authenticated'), auth(2, state))).not.toThrow();
    for (const state of [2, 4])
      expect(() => assertNotSuspended(row('authenticated'), auth(2, state))).toThrowError(
        expect.objectContaining({ code: 'COMPANY_SUSPENDED' }),
      );
  });
  it('learners and managers keep GET rows', () => {
    expect(() => assertNotSuspended(row('authenticated', { method: 'GET' }), auth(3, 4))).not.toThrow();
    expect(() => assertNotSuspended(row('authenticated', { method: 'GET' }), auth(4, 4))).not.toThrow();
    expect(() => assertNotSuspended(row('authenticated', { method: 'GET' }), auth(2, 4))).toThrow();
    expect(() => assertNotSuspended(row('authenticated', { method: 'PUT' }), auth(3, 4))).toThrow();
  });
  it('learners and managers cannot call a GET that writes, nor the rows kept for administrators', () => {
    const writingGet = row('authenticated', { method: 'GET', writes: true });
    const adminsOnly = row('authenticated', { method: 'PUT', suspendedAccessible: 'administrators' });
    for (const role of [3, 4] as const) {
      for (const operation of [
        writingGet,
        adminsOnly,
        { ...writingGet, suspendedAccessible: 'administrators' as const },
      ])
        expect(() => assertNotSuspended(operation, auth(role, 2))).toThrowError(
          expect.objectContaining({ code: 'COMPANY_SUSPENDED' }),
        );
      // ...while the company is active, they can.
      expect(() => assertNotSuspended(writingGet, auth(role, 1))).not.toThrow();
      // Their own session, password and profile stay theirs.
      expect(() =>
        assertNotSuspended(row('authenticated', { method: 'PUT', suspendedAccessible: true }), auth(role, 2)),
      ).not.toThrow();
    }
    expect(() => assertNotSuspended(adminsOnly, auth(2, 2))).not.toThrow();
  });
  it('says why: the administrator the reason and what lifts it, everyone else that changes are paused', () => {
    const refusal = (actor: TAuth) => {
      try {
        assertNotSuspended(row('authenticated'), actor);
      } catch (error) {
        return (error as Error).message;
      }
      return undefined;
    };
    expect(refusal(auth(2, 2))).toBe(SUSPENSION_SHORT.trial_expired);
    expect(refusal(auth(2, 4, 'past_due'))).toBe(SUSPENSION_SHORT.payment_failed);
    expect(refusal(auth(2, 4, 'canceled'))).toBe(SUSPENSION_SHORT.subscription_ended);
    // Suspended by the platform with nothing owed: no payment to make, whom to contact.
    expect(refusal(auth(2, 4, 'active'))).toBe(SUSPENSION_SHORT.platform);
    expect(refusal(auth(2, 4, 'active'))).toContain(PLATFORM_CONTACT_EMAIL);
    expect(refusal(auth(3, 4, 'active'))).toBe(MSG.COMPANY_SUSPENDED_MEMBER);
  });
});
