import { accountActions, suspensionReason } from '@skillway/shared/rules/account-actions';
import {
  BANDS,
  COMPANY_STATE,
  COMPANY_STATE_NAME,
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_NAME,
  bandById,
  productName,
  type TAccountStatus,
  type TCompanyState,
  type TPaymentInfo,
  type TPaymentMethod,
} from '@skillway/shared';
import { planTotalPence } from '@skillway/shared/rules/billing-cost';
import type { TCompanyItem } from '../../platform/db/types';

/** The company's billing frequency (1 monthly, 2 annual); the spec's default when unset. */
export function paymentMethodOf(company: Pick<TCompanyItem, 'payment_method'>): TPaymentMethod {
  return company.payment_method === 1 || company.payment_method === 2 ? company.payment_method : DEFAULT_PAYMENT_METHOD;
}

/** Whether the company pays through a subscription Stripe still bills (active or retrying). */
export function hasLiveSubscription(company: Pick<TCompanyItem, 'stripe_subscription_id' | 'subscription_status'>) {
  return (
    Boolean(company.stripe_subscription_id) &&
    ['active', 'past_due', 'trialing'].includes(company.subscription_status ?? '')
  );
}

const TRIAL_STATES: readonly number[] = [COMPANY_STATE.FREE_TRIAL, COMPANY_STATE.FREE_TRIAL_EXTENDED];

export function presentAccountStatus(company: TCompanyItem): TAccountStatus {
  const band = bandById(company.banding);
  const inTrial = TRIAL_STATES.includes(company.state);
  const cancelAccount = company.cancel_account === 1;
  const reason = suspensionReason(company.state, company.subscription_status);
  return {
    state: company.state,
    state_description: COMPANY_STATE_NAME[company.state as TCompanyState] ?? 'Unknown',
    total_users: company.total_users,
    max_users: band?.max ?? 0,
    banding: company.banding,
    banding_description: band?.name ?? '',
    upgrade_options: BANDS.filter((option) => option.max >= company.total_users).map((option) => option.id),
    payment_method: paymentMethodOf(company),
    payment_method_description: PAYMENT_METHOD_NAME[paymentMethodOf(company)],
    product_option: company.product_option ?? null,
    product_description: productName(company.product_option),
    subscription_date: company.subscription_date ?? null,
    trial_expired_date: inTrial ? (company.trial_ends_at ?? null) : null,
    next_payment_date:
      !inTrial && hasLiveSubscription(company) && !cancelAccount ? (company.next_payment_at ?? null) : null,
    cancel_account: cancelAccount,
    cancel_subscription_date: cancelAccount ? (company.cancel_at ?? null) : null,
    payment_source_added: Boolean(company.payment_method_id),
    payment_failed: company.state === COMPANY_STATE.SUSPENDED && company.subscription_status === 'unpaid',
    suspension_reason: reason,
    actions: accountActions(company.state, cancelAccount, reason),
  };
}

export function presentPaymentInfo(company: TCompanyItem): TPaymentInfo {
  const live = hasLiveSubscription(company);
  return {
    payment_source_added: Boolean(company.payment_method_id),
    card: company.payment_method_id
      ? {
          brand: company.card_brand ?? 'card',
          last4: company.card_last4 ?? '',
          exp_month: company.card_exp_month ?? 0,
          exp_year: company.card_exp_year ?? 0,
        }
      : null,
    banding: company.banding,
    payment_method: paymentMethodOf(company),
    subscription_status: company.subscription_status ?? null,
    next_payment_date: live && company.cancel_account !== 1 ? (company.next_payment_at ?? null) : null,
    next_payment_amount:
      live && company.cancel_account !== 1 ? planTotalPence(company.banding, paymentMethodOf(company)) / 100 : null,
  };
}
