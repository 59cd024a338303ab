import {
  BILLING_MODE,
  type TAccountStatus,
  type TBillingDetails,
  type TBillingDetailsBody,
  type TPaymentSecret,
} from '@skillway/shared';
import { config } from '../../platform/config';
import type { TCompanyItem } from '../../platform/db/types';
import { paymentGateway } from '../../platform/payments/gateway';
import { stripeKeys } from '../../platform/secrets/stripe-keys';
import { presentAccountStatus, presentPaymentInfo } from './account-status';
import { presentBillingDetails } from '../companies/account-info';
import { putStripeCustomer, updateCompanyBilling, loadCompany } from './billing-repository';
import { providerError } from './billing-errors';

/**
 * The company's payment details: its Stripe customer, billing name and address, the card (a SetupIntent to save it,
 * removing it) and the Account Status built from them.
 */

/** The same-origin path the local plain card form posts to (the fake Stripe, behind the local adapter). */
const LOCAL_CONFIRM_PATH = '/_local/stripe/confirm';

/** The Stripe customer of the company, created (once: Stripe's idempotency key is the company id) when missing. */
export async function ensureCustomer(company: TCompanyItem): Promise<string> {
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
  const written = await updateCompanyBilling(
    company.company_id,
    { stripe_customer_id: customerId },
    { attr: 'stripe_customer_id', absent: true },
  );
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

export async function getPaymentInfo(companyId: string) {
  return presentPaymentInfo(await loadCompany(companyId));
}
