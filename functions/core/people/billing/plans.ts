import {
  MSG,
  PAID_TRIAL_MONTHS,
  PRODUCT,
  bandById,
  contractOfPaymentMethod,
  paymentMethodOfProduct,
  productName,
  type TPaymentMethod,
} from '@skillway/shared';
import { planCost, planTotalPence, upgradeCost, type TCost } from '@skillway/shared/rules/billing-cost';
import type { TCompanyItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { addBillingInterval } from '../../platform/payments/billing-period';
import type { TGatewayPlan } from '../../platform/payments/payment-gateway';
import { hasLiveSubscription, paymentMethodOf } from './account-status';
import { loadCompany } from './billing-repository';

/** Plans: what a band and billing frequency cost, and the plan a Sign Up or Change Banding sends to Stripe. */

export function gatewayPlan(
  banding: number,
  paymentMethod: TPaymentMethod,
  product: number | null | undefined,
): TGatewayPlan {
  const band = bandById(banding);
  const what = productName(product) || `${paymentMethod === 2 ? 'annual' : 'monthly'} billing`;
  return {
    banding,
    payment_method: paymentMethod,
    amount: planTotalPence(banding, paymentMethod),
    interval: paymentMethod === 2 ? 'year' : 'month',
    description: `Skillway ${band?.name ?? `band ${banding}`}, ${what}, billed ${paymentMethod === 2 ? 'annually' : 'monthly'} (VAT included)`,
  };
}

/**
 * The product a Sign Up starts and its billing frequency: the product chosen (which sets the frequency), else the
 * 12-month contract of the frequency sent. The paid trial is for a company that has never paid.
 */
export function productOf(
  company: TCompanyItem,
  body: { product_option?: number | undefined; payment_method: TPaymentMethod },
): { product: number; paymentMethod: TPaymentMethod } {
  const product = body.product_option ?? contractOfPaymentMethod(body.payment_method);
  if (product === PRODUCT.PAID_TRIAL && company.subscription_date) {
    throw AppError.field('product_option', MSG.PAID_TRIAL_TAKEN);
  }
  return { product, paymentMethod: paymentMethodOfProduct(product) };
}

/** The paid trial's end: PAID_TRIAL_MONTHS monthly periods from its start (epoch seconds), as Stripe counts months. */
export function paidTrialEnd(start: Date): number {
  let end = start;
  for (let month = 0; month < PAID_TRIAL_MONTHS; month += 1) end = addBillingInterval(end, 'month', start.getUTCDate());
  return Math.floor(end.getTime() / 1000);
}

export function assertBandFits(company: TCompanyItem, banding: number): void {
  const band = bandById(banding);
  if (!band || band.max < company.total_users) throw AppError.field('banding', MSG.BAND_TOO_SMALL);
}

/** The Sign Up panel's price breakdown: the first billing period of a new plan. */
export async function getPlanDetails(
  companyId: string,
  input: { banding: number; payment_method?: TPaymentMethod | undefined },
): Promise<TCost> {
  const company = await loadCompany(companyId);
  return planCost(input.banding, input.payment_method ?? paymentMethodOf(company));
}

/** Change Banding's breakdown: pro-rata for the days left of the current period when subscribed, else the new plan. */
export async function getUpgradeCost(
  companyId: string,
  input: { banding: number; payment_method?: TPaymentMethod | undefined },
  now = new Date(),
): Promise<TCost> {
  const company = await loadCompany(companyId);
  const paymentMethod = paymentMethodOf(company);
  if (!hasLiveSubscription(company) || !company.period_start_at || !company.next_payment_at) {
    return planCost(input.banding, input.payment_method ?? paymentMethod);
  }
  return upgradeCost({
    fromBanding: company.banding,
    toBanding: input.banding,
    paymentMethod,
    periodStart: new Date(company.period_start_at),
    periodEnd: new Date(company.next_payment_at),
    now,
  });
}
