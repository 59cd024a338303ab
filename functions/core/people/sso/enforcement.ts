import { ROLE } from '@skillway/shared';

/**
 * Enforced single sign-on (pure): the company's users must sign in through the IdP, except its administrators, who
 * keep their password as the break-glass way in (an IdP outage or a broken connection must not lock the company
 * out of its own settings). Password sign-in, password reset and the set-password links all ask this.
 */
export function passwordRefusedBySso(
  user: { role_id: number },
  company: { sso_enforced?: boolean | undefined } | undefined,
): boolean {
  return company?.sso_enforced === true && user.role_id !== ROLE.ADMIN && user.role_id !== ROLE.SUPER_ADMIN;
}
