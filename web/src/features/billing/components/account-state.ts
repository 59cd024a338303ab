import { ACCOUNT_ACTION, CANCEL_NOTICE_DAYS, COMPANY_STATE, type TAccountAction } from '@skillway/shared';

/**
 * The Account Status buttons, exactly as the spec's Company state table says: Free Trial (1) and Free Trial
 * Expired (2) show Sign Up; Active Membership (3) shows Cancel Account and Upgrade Account until the account is
 * set to cancel (then only the 'Account will be cancelled on' line); Suspended Membership (4) and every other
 * state (5, Free Trial Extended) show Make Payment.
 */
export function accountButtons(state: number, cancelAccount: boolean): readonly TAccountAction[] {
  switch (state) {
    case COMPANY_STATE.FREE_TRIAL:
    case COMPANY_STATE.FREE_TRIAL_EXPIRED:
      return [ACCOUNT_ACTION.SIGN_UP];
    case COMPANY_STATE.ACTIVE:
      return cancelAccount ? [] : [ACCOUNT_ACTION.CANCEL, ACCOUNT_ACTION.UPGRADE];
    default:
      return [ACCOUNT_ACTION.MAKE_PAYMENT];
  }
}

/** State 1 shows 'Free Trial Expiry'; every other state 'Next Payment Date'. */
export function paymentDateField(status: {
  state: number;
  trial_expired_date: string | null;
  next_payment_date: string | null;
}): { label: string; value: string | null } {
  if (status.state === COMPANY_STATE.FREE_TRIAL) return { label: 'Free Trial Expiry', value: status.trial_expired_date };
  // An extended trial has no subscription yet: its next payment falls due when the extension ends.
  return { label: 'Next Payment Date', value: status.next_payment_date ?? status.trial_expired_date };
}

/** Cancel Account's confirmation: the 30-day notice. */
export const CANCEL_CONFIRMATION =
  `Cancelling needs ${CANCEL_NOTICE_DAYS} days' notice: your subscription ends at the end of the billing period ` +
  `that covers it, and your account works as normal until then. Are you sure you want to cancel your account?`;
