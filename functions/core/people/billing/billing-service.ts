import {
  BILLING_MODE,
  CANCEL_NOTICE_DAYS,
  MSG,
  PAID_TRIAL_MONTHS,
  PRODUCT,
  bandById,
  contractOfPaymentMethod,
  paymentMethodOfProduct,
  productName,
  type TAccountStatus,
  type TBillingDetails,
  type TBillingDetailsBody,
  type TPaymentMethod,
  type TPaymentSecret,
} from '@skillway/shared';
import { planCost, planTotalPence, upgradeCost, type TCost } from '@skillway/shared/rules/billing-cost';
import { config } from '../../platform/config';
import type { TCompanyItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { addBillingInterval, nextPeriodEnd } from '../../platform/payments/billing-period';
import { paymentGateway } from '../../platform/payments/gateway';
import { stripeKeys } from '../../platform/secrets/stripe-keys';
import {
  PaymentDeclinedError,
  type TGatewayPlan,
  type TGatewaySubscription,
} from '../../platform/payments/payment-gateway';
import { hasLiveSubscription, paymentMethodOf, presentAccountStatus, presentPaymentInfo } from './account-status';
import { presentBillingDetails } from '../companies/account-info';
import { findCompanyById, putStripeCustomer, updateCompanyBilling, type TBillingValues } from './billing-repository';

/** The same-origin path the local plain card form posts to (the fake Stripe, behind the local adapter). */
const LOCAL_CONFIRM_PATH = '/_local/stripe/confirm';
const DAY_MS = 86_400_000;

async function loadCompany(companyId: string): Promise<TCompanyItem> {
  const company = await findCompanyById(companyId);
  if (!company) throw AppError.notFound();
  return company;
}

/** A failure of the payment provider: 502 with the spec's message (or the given one), the cause kept for the log. */
function providerError(error: unknown, message: string = MSG.TRY_AGAIN_LATER): AppError {
  if (error instanceof AppError) return error;
  return new AppError('PAYMENT_PROVIDER', message, undefined, { cause: error });
}

function declined(error: unknown): AppError {
  return new AppError('VALIDATION', MSG.PAYMENT_DECLINED, { token: [MSG.PAYMENT_DECLINED] }, { cause: error });
}

function gatewayPlan(banding: number, paymentMethod: TPaymentMethod, product: number | null | undefined): TGatewayPlan {
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
function productOf(
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
function paidTrialEnd(start: Date): number {
  let end = start;
  for (let month = 0; month < PAID_TRIAL_MONTHS; month += 1) end = addBillingInterval(end, 'month', start.getUTCDate());
  return Math.floor(end.getTime() / 1000);
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The company attributes a subscription answer sets. */
export function subscriptionValues(sub: TGatewaySubscription): TBillingValues {
  return {
    stripe_subscription_id: sub.id,
    subscription_status: sub.status,
    period_start_at: iso(sub.current_period_start),
    next_payment_at: iso(sub.current_period_end),
    ...(sub.cancel_at_period_end || sub.cancel_at
      ? { cancel_account: 1, cancel_at: iso(sub.cancel_at ?? sub.current_period_end) }
      : { cancel_account: null, cancel_at: null }),
  };
}

function assertBandFits(company: TCompanyItem, banding: number): void {
  const band = bandById(banding);
  if (!band || band.max < company.total_users) throw AppError.field('banding', MSG.BAND_TOO_SMALL);
}

/** The Stripe customer of the company, created (once: Stripe's idempotency key is the company id) when missing. */
async function ensureCustomer(company: TCompanyItem): Promise<string> {
  if (company.stripe_customer_id) return company.stripe_customer_id;
  let customerId: string;
  try {
    ({ id: customerId } = await paymentGateway().createCustomer({
      companyId: company.company_id,
      companyName: company.company_name,
      name: company.billing_name || company.company_name,
    }));
  } catch (error) {
    throw providerError(error);
  }
  await putStripeCustomer(customerId, company.company_id);
  const written = await updateCompanyBilling(company.company_id, { stripe_customer_id: customerId }, { attr: 'stripe_customer_id', absent: true });
  if (!written) {
    // Another request created it at the same moment (same idempotency key, so the same customer).
    const again = await loadCompany(company.company_id);
    return again.stripe_customer_id ?? customerId;
  }
  company.stripe_customer_id = customerId;
  return customerId;
}

export async function getAccountStatus(companyId: string): Promise<TAccountStatus> {
  return presentAccountStatus(await loadCompany(companyId));
}

/** The Sign Up panel's price breakdown: the first billing period of a new plan. */
export async function getPlanDetails(companyId: string, input: { banding: number; payment_method?: TPaymentMethod | undefined }): Promise<TCost> {
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

export async function getPaymentSecret(companyId: string): Promise<TPaymentSecret> {
  const company = await loadCompany(companyId);
  const customerId = await ensureCustomer(company);
  try {
    const intent = await paymentGateway().createSetupIntent(customerId);
    const local = config.isLocal;
    return {
      setup_intent_secret: intent.client_secret,
      setup_intent_id: intent.id,
      mode: local ? BILLING_MODE.LOCAL : BILLING_MODE.STRIPE,
      publishable_key: local ? null : (stripeKeys().publishableKey ?? null),
      confirm_url: local ? LOCAL_CONFIRM_PATH : null,
    };
  } catch (error) {
    throw providerError(error);
  }
}

export async function createCustomer(companyId: string, billing: TBillingDetailsBody | undefined) {
  if (billing) await saveBillingDetails(companyId, billing);
  const company = await loadCompany(companyId);
  return { customer_id: await ensureCustomer(company) };
}

export async function getBillingDetails(companyId: string): Promise<TBillingDetails> {
  return presentBillingDetails(await loadCompany(companyId));
}

/** Saves the billing name and address on the company and on its Stripe customer. */
export async function saveBillingDetails(companyId: string, body: TBillingDetailsBody): Promise<TBillingDetails> {
  const company = await loadCompany(companyId);
  const details = {
    name: body.name.trim(),
    address: {
      line1: body.address.line1.trim(),
      city: body.address.city.trim(),
      state: (body.address.state ?? '').trim(),
      postal_code: body.address.postal_code.trim().toUpperCase(),
    },
  };
  await updateCompanyBilling(companyId, {
    billing_name: details.name,
    billing_line1: details.address.line1,
    billing_city: details.address.city,
    billing_state: details.address.state,
    billing_postal_code: details.address.postal_code,
  });
  company.billing_name = details.name;
  const customerId = await ensureCustomer(company);
  try {
    await paymentGateway().updateCustomer(customerId, details);
  } catch (error) {
    throw providerError(error);
  }
  return details;
}

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
    subscription_date: company.subscription_date && company.stripe_subscription_id === sub.id ? company.subscription_date : now.toISOString(),
    ...(active ? { state: 3, endTrial: true } : {}),
  });
  return getAccountStatus(companyId);
}

/** Removes the saved card: detached from the Stripe customer, the payment source is gone. */
export async function removePaymentSource(companyId: string): Promise<TAccountStatus> {
  const company = await loadCompany(companyId);
  if (company.payment_method_id) {
    try {
      await paymentGateway().detachPaymentMethod(company.payment_method_id);
    } catch (error) {
      throw providerError(error);
    }
  }
  await updateCompanyBilling(companyId, {
    payment_method_id: null,
    card_brand: null,
    card_last4: null,
    card_exp_month: null,
    card_exp_year: null,
  });
  return getAccountStatus(companyId);
}

/** Change Banding: the subscription moves to the band (pro-rata on the next invoice) and its maximum applies now. */
export async function changeBanding(companyId: string, banding: number): Promise<TAccountStatus> {
  const company = await loadCompany(companyId);
  if (!hasLiveSubscription(company) || !company.stripe_subscription_id) throw AppError.field('banding', MSG.NO_SUBSCRIPTION);
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
    { banding, subscription_status: sub.status, period_start_at: iso(sub.current_period_start), next_payment_at: iso(sub.current_period_end) },
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

export async function getPaymentInfo(companyId: string) {
  return presentPaymentInfo(await loadCompany(companyId));
}
