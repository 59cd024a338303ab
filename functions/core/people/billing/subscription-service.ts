import {
  CANCEL_NOTICE_DAYS,
  MSG,
  PRODUCT,
  bandById,
  contractOfPaymentMethod,
  type TAccountStatus,
  type TBillingDetailsBody,
  type TPaymentMethod,
} from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import { nextPeriodEnd } from '../../platform/payments/billing-period';
import { paymentGateway } from '../../platform/payments/gateway';
import { PaymentDeclinedError, type TGatewaySubscription } from '../../platform/payments/payment-gateway';
import { hasLiveSubscription, paymentMethodOf, presentAccountStatus } from './account-status';
import { updateCompanyBilling, type TBillingValues, loadCompany } from './billing-repository';
import { providerError, declined } from './billing-errors';
import { gatewayPlan, productOf, paidTrialEnd, assertBandFits } from './plans';
import { iso, subscriptionValues } from './subscription-values';
import { ensureCustomer, getAccountStatus, saveBillingDetails } from './payment-details';

/** The subscription's life: Sign Up (the first charge), Change Banding, and cancelling the account. */

const DAY_MS = 86_400_000;

/**
 * Sign Up (or Make Payment): the confirmed payment method becomes the default, then either a subscription starts
 * (charged now) or, when the company has an unpaid subscription, its open invoice is paid with the new card.
 */
export async function subscribe(
  companyId: string,
  body: {
    token: string;
    payment_method: TPaymentMethod;
    product_option?: number | undefined;
    banding: number;
    billing?: TBillingDetailsBody | undefined;
  },
  now = new Date(),
): Promise<TAccountStatus> {
  if (body.billing) await saveBillingDetails(companyId, body.billing);
  const company = await loadCompany(companyId);
  if (hasLiveSubscription(company) && company.subscription_status === 'active') {
    throw AppError.field('banding', 'The account already has an active subscription: use Change Banding.');
  }
  assertBandFits(company, body.banding);
  const chosen = productOf(company, body);
  const customerId = await ensureCustomer(company);
  const gateway = paymentGateway();

  let card;
  try {
    card = await gateway.setDefaultPaymentMethod(customerId, body.token);
  } catch (error) {
    if (error instanceof PaymentDeclinedError) throw declined(error);
    throw providerError(error);
  }
  const cardValues: TBillingValues = {
    payment_method_id: card.payment_method_id,
    card_brand: card.brand,
    card_last4: card.last4,
    card_exp_month: card.exp_month,
    card_exp_year: card.exp_year,
  };
  await updateCompanyBilling(companyId, cardValues);

  let sub: TGatewaySubscription;
  let banding = body.banding;
  let paymentMethod = chosen.paymentMethod;
  let product = chosen.product;
  try {
    const existing =
      company.stripe_subscription_id && ['past_due', 'unpaid', 'incomplete'].includes(company.subscription_status ?? '')
        ? await gateway.retrieveSubscription(company.stripe_subscription_id)
        : undefined;
    if (existing && existing.status !== 'canceled' && existing.latest_invoice_id) {
      // Make Payment: the plan stays as it is; the open invoice is paid with the new card.
      const invoice = await gateway.retrieveInvoice(existing.latest_invoice_id);
      if (invoice.status === 'open') await gateway.payInvoice(invoice.id, card.payment_method_id);
      sub = await gateway.retrieveSubscription(existing.id);
      banding = existing.banding ?? company.banding;
      paymentMethod = (existing.payment_method ?? paymentMethodOf(company)) as TPaymentMethod;
      product = company.product_option ?? contractOfPaymentMethod(paymentMethod);
    } else {
      sub = await gateway.createSubscription({
        customerId,
        companyId,
        plan: gatewayPlan(body.banding, paymentMethod, product),
        paymentMethodId: card.payment_method_id,
        // The paid trial ends by itself after its months; a contract renews until cancelled.
        ...(product === PRODUCT.PAID_TRIAL ? { endsAt: paidTrialEnd(now) } : {}),
      });
    }
  } catch (error) {
    if (error instanceof PaymentDeclinedError) throw declined(error);
    throw providerError(error);
  }

  const active = sub.status === 'active' || sub.status === 'trialing';
  await updateCompanyBilling(companyId, {
    ...subscriptionValues(sub),
    banding,
    payment_method: paymentMethod,
    product_option: product,
    subscription_date:
      company.subscription_date && company.stripe_subscription_id === sub.id
        ? company.subscription_date
        : now.toISOString(),
    ...(active ? { state: 3, endTrial: true } : {}),
  });
  return getAccountStatus(companyId);
}

/** Change Banding: the subscription moves to the band (pro-rata on the next invoice) and its maximum applies now. */
export async function changeBanding(companyId: string, banding: number): Promise<TAccountStatus> {
  const company = await loadCompany(companyId);
  if (!hasLiveSubscription(company) || !company.stripe_subscription_id)
    throw AppError.field('banding', MSG.NO_SUBSCRIPTION);
  assertBandFits(company, banding);
  if (banding === company.banding) return presentAccountStatus(company);
  let sub: TGatewaySubscription;
  try {
    sub = await paymentGateway().updateSubscription(
      company.stripe_subscription_id,
      gatewayPlan(banding, paymentMethodOf(company), company.product_option),
    );
  } catch (error) {
    throw providerError(error, MSG.UPGRADE_FAILED);
  }
  const band = bandById(banding);
  // The user count may have grown since it was read: the condition keeps the maximum above it.
  const written = await updateCompanyBilling(
    companyId,
    {
      banding,
      subscription_status: sub.status,
      period_start_at: iso(sub.current_period_start),
      next_payment_at: iso(sub.current_period_end),
    },
    { attr: 'total_users', lte: band?.max ?? 0 },
  );
  if (!written) throw AppError.field('banding', MSG.BAND_TOO_SMALL);
  return getAccountStatus(companyId);
}

/**
 * Cancel Account with the 30-day notice: the subscription ends at the end of the first billing period that ends
 * at least CANCEL_NOTICE_DAYS from now (the current one, or the one after).
 */
export async function cancelAccount(companyId: string, now = new Date()): Promise<TAccountStatus> {
  const company = await loadCompany(companyId);
  if (!hasLiveSubscription(company) || !company.stripe_subscription_id || !company.next_payment_at) {
    throw AppError.field('cancel_account', MSG.NO_SUBSCRIPTION);
  }
  if (company.cancel_account === 1) return presentAccountStatus(company);
  const gateway = paymentGateway();
  const noticeEnds = now.getTime() + CANCEL_NOTICE_DAYS * DAY_MS;
  let sub: TGatewaySubscription;
  try {
    if (new Date(company.next_payment_at).getTime() >= noticeEnds) {
      sub = await gateway.cancelAtPeriodEnd(company.stripe_subscription_id);
    } else {
      const end = nextPeriodEnd(
        new Date(company.next_payment_at),
        company.period_start_at ? new Date(company.period_start_at) : undefined,
        paymentMethodOf(company) === 2 ? 'year' : 'month',
      );
      sub = await gateway.cancelAt(company.stripe_subscription_id, Math.floor(end.getTime() / 1000));
    }
  } catch (error) {
    throw providerError(error);
  }
  await updateCompanyBilling(companyId, subscriptionValues(sub));
  return getAccountStatus(companyId);
}
