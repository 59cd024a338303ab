import { describe, expect, it } from 'vitest';
import { ROLE } from '@skillway/shared';
import { passwordRefusedBySso } from './enforcement';

describe('enforced single sign-on', () => {
  it("refuses learners' and managers' passwords in an enforcing company, never an administrator's", () => {
    const enforcing = { sso_enforced: true };
    expect(passwordRefusedBySso({ role_id: ROLE.USER }, enforcing)).toBe(true);
    expect(passwordRefusedBySso({ role_id: ROLE.MANAGER }, enforcing)).toBe(true);
    expect(passwordRefusedBySso({ role_id: ROLE.ADMIN }, enforcing)).toBe(false);
    expect(passwordRefusedBySso({ role_id: ROLE.SUPER_ADMIN }, undefined)).toBe(false);
  });

  it('refuses nothing while enforcement is off or unset', () => {
    expect(passwordRefusedBySso({ role_id: ROLE.USER }, { sso_enforced: false })).toBe(false);
    expect(passwordRefusedBySso({ role_id: ROLE.USER }, {})).toBe(false);
    expect(passwordRefusedBySso({ role_id: ROLE.USER }, undefined)).toBe(false);
  });
});
