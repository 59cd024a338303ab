import { ACCOUNT_ACTION, type TAccountAction } from '../constants/billing';
import { COMPANY_STATE } from '../constants/company';

/**
 * The Account Status buttons, exactly as the administration spec's Company state table says: Free Trial (1) and
 * Free Trial Expired (2) show Sign Up; Active Membership (3) shows Cancel Account and Upgrade Account until the
 * account is set to cancel (then only the 'Account will be cancelled on' line); Suspended Membership (4) and every
 * other state (5, Free Trial Extended) show Make Payment. The server sends them and the web shows them from here.
 */
export function accountActions(state: number, cancelAccount: boolean): TAccountAction[] {
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
