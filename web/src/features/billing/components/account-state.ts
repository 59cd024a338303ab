import { t } from '@lingui/core/macro';
import { CANCEL_NOTICE_DAYS, COMPANY_STATE } from '@skillway/shared';

/** State 1 shows 'Free Trial Expiry'; every other state 'Next Payment Date'. */
export function paymentDateField(status: {
  state: number;
  trial_expired_date: string | null;
  next_payment_date: string | null;
}): { label: string; value: string | null } {
  if (status.state === COMPANY_STATE.FREE_TRIAL)
    return { label: t`Free Trial Expiry`, value: status.trial_expired_date };
  // An extended trial has no subscription yet: its next payment falls due when the extension ends.
  return { label: t`Next Payment Date`, value: status.next_payment_date ?? status.trial_expired_date };
}

/** Cancel Account's confirmation: the 30-day notice. */
export function cancelConfirmation(): string {
  return t`Cancelling needs ${CANCEL_NOTICE_DAYS} days' notice: your subscription ends at the end of the billing period that covers it, and your account works as normal until then. Are you sure you want to cancel your account?`;
}
