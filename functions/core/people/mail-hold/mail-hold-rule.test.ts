import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_VALID_DAYS } from '../auth/email-verification';
import { HELD_MAIL_RETENTION_DAYS, holdsMailTo, isMailHeld, mailHoldOf } from './mail-hold-rule';

const held = { company_id: 'c1', ...mailHoldOf({ user_id: 'u1', email: 'Owner@Example.com' }) };

describe('the mail hold rule', () => {
  it('holds mail to anyone but the registering address while the company is held', () => {
    expect(isMailHeld(held)).toBe(true);
    expect(holdsMailTo(held, 'staff@example.com')).toBe(true);
    expect(holdsMailTo(held, 'owner@example.com.evil.test')).toBe(true);
  });

  it("never holds the registering administrator's own address, however it is written", () => {
    expect(held.mail_hold_email).toBe('owner@example.com');
    expect(holdsMailTo(held, 'owner@example.com')).toBe(false);
    expect(holdsMailTo(held, ' OWNER@example.COM ')).toBe(false);
  });

  it('holds nothing for a company without a hold, or no company (the platform)', () => {
    expect(isMailHeld({ company_id: 'c2' })).toBe(false);
    expect(holdsMailTo({ company_id: 'c2' }, 'staff@example.com')).toBe(false);
    expect(holdsMailTo(undefined, 'staff@example.com')).toBe(false);
  });

  it('keeps held mail past the last day the verification link works', () => {
    // The link expires at the end of the day VALID_DAYS days on: up to a day more than VALID_DAYS.
    expect(HELD_MAIL_RETENTION_DAYS).toBeGreaterThan(EMAIL_VERIFICATION_VALID_DAYS + 1);
  });
});
