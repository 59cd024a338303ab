import type { TCompanyItem } from '../../platform/db/types';

/** What the gate reads of a company: the hold, when self-registration set one. */
export type TMailHold = Pick<TCompanyItem, 'company_id' | 'mail_hold_user_id' | 'mail_hold_email'>;

/**
 * A held email is kept this long: past the registering administrator's verification link (7 days, rounded up to the
 * day's end, so up to 8), with a day to spare. A company whose administrator never verifies keeps nothing for long.
 */
export const HELD_MAIL_RETENTION_DAYS = 9;

/** The hold of a new company's registering administrator: written with the company, so it is never without one. */
export function mailHoldOf(owner: {
  user_id: string;
  email: string;
}): Pick<TMailHold, 'mail_hold_user_id' | 'mail_hold_email'> {
  return { mail_hold_user_id: owner.user_id, mail_hold_email: owner.email.toLowerCase() };
}

export function isMailHeld(company: Partial<TMailHold> | undefined): boolean {
  return Boolean(company?.mail_hold_user_id);
}

/**
 * Whether an email to `to` waits: only while the company is held, and never for the address the administrator
 * registered with (their own thank-you, verification and password mail). That address is the one at registration,
 * not the account's current one: moving the account to another address must not open the gate for it.
 */
export function holdsMailTo(company: Partial<TMailHold> | undefined, to: string): boolean {
  if (!isMailHeld(company)) return false;
  return to.trim().toLowerCase() !== company?.mail_hold_email;
}
