import { ACCOUNT_ACTION, SUSPENSION_REASON, type TAccountAction, type TSuspensionReason } from '../constants/billing';
import { COMPANY_STATE } from '../constants/company';

/**
 * The Account Status buttons, exactly as the administration spec's Company state table says: Free Trial (1) and
 * Free Trial Expired (2) show Sign Up; Active Membership (3) shows Cancel Account and Upgrade Account until the
 * account is set to cancel (then only the 'Account will be cancelled on' line); Suspended Membership (4) and every
 * other state (5, Free Trial Extended) show Make Payment. The server sends them and the web shows them from here.
 * A company the platform suspended with nothing owed (reason 'platform') is offered no payment: paying would not
 * lift it.
 */
export function accountActions(
  state: number,
  cancelAccount: boolean,
  reason: TSuspensionReason | null = null,
): TAccountAction[] {
  if (reason === SUSPENSION_REASON.PLATFORM) return [];
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

/** Stripe subscription statuses under which an invoice is still owed. */
const OWING_STATUSES: readonly string[] = ['unpaid', 'past_due', 'incomplete'];

/**
 * Why a company is suspended (see SUSPENSION_REASON), from its state and its subscription's last known status;
 * null when it is not suspended (states other than 2 and 4).
 */
export function suspensionReason(
  state: number,
  subscriptionStatus: string | null | undefined,
): TSuspensionReason | null {
  if (state === COMPANY_STATE.FREE_TRIAL_EXPIRED) return SUSPENSION_REASON.TRIAL_EXPIRED;
  if (state !== COMPANY_STATE.SUSPENDED) return null;
  if (OWING_STATUSES.includes(subscriptionStatus ?? '')) return SUSPENSION_REASON.PAYMENT_FAILED;
  if (subscriptionStatus === 'canceled') return SUSPENSION_REASON.SUBSCRIPTION_ENDED;
  return SUSPENSION_REASON.PLATFORM;
}
