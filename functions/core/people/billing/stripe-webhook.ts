import { COMPANY_STATE } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TLog } from '../../platform/http/logger';
import { paymentGateway } from '../../platform/payments/gateway';
import {
  WebhookSignatureError,
  type TGatewayEvent,
  type TGatewayInvoice,
  type TGatewaySubscription,
} from '../../platform/payments/payment-gateway';
import {
  claimStripeEvent,
  findCompanyById,
  findCompanyIdByCustomer,
  putTransaction,
  releaseStripeEvent,
  updateCompanyBilling,
  type TBillingValues,
} from './billing-repository';
import { subscriptionValues } from './subscription-values';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

async function companyOf(customerId: string, metadataCompanyId: string | null) {
  const companyId = (await findCompanyIdByCustomer(customerId)) ?? metadataCompanyId ?? undefined;
  if (!companyId) return undefined;
  const company = await findCompanyById(companyId);
  // The lookup and the company must agree: an event for another customer never touches this company.
  if (!company || (company.stripe_customer_id && company.stripe_customer_id !== customerId)) return undefined;
  return company;
}

/**
 * A subscription event: its status drives the state. active → 3 (and the trial ends); unpaid (Stripe's retries
 * are exhausted) → 4; canceled (deleted, e.g. at the end of a cancelled period) → 4 (Make Payment); past_due
 * (retries still running) leaves the state alone. Events of an older subscription than the company's are ignored.
 */
async function applySubscription(
  event: TGatewayEvent & { type: 'subscription' },
  log: TLog,
): Promise<string | undefined> {
  const sub: TGatewaySubscription = event.subscription;
  const company = await companyOf(sub.customer_id, sub.company_id);
  if (!company) {
    log.warn('stripe event for an unknown customer', { event_id: event.id, customer: sub.customer_id });
    return undefined;
  }
  if (company.stripe_subscription_id && company.stripe_subscription_id !== sub.id) {
    log.info('stripe event for a former subscription', { event_id: event.id, subscription: sub.id });
    return company.company_id;
  }
  const values: TBillingValues = { ...subscriptionValues(sub), stripe_event_at: event.created };
  if (sub.banding) values.banding = sub.banding;
  if (sub.payment_method === 1 || sub.payment_method === 2) values.payment_method = sub.payment_method;
  if (!company.subscription_date) values.subscription_date = iso(sub.created);
  const ended = event.name === 'customer.subscription.deleted' || sub.status === 'canceled';
  if (sub.status === 'active' || sub.status === 'trialing')
    Object.assign(values, { state: COMPANY_STATE.ACTIVE, endTrial: true });
  else if (sub.status === 'unpaid' || ended) values.state = COMPANY_STATE.SUSPENDED;
  if (ended) Object.assign(values, { cancel_account: null, cancel_at: null, next_payment_at: null });
  const applied = await updateCompanyBilling(company.company_id, values, {
    attr: 'stripe_event_at',
    notNewerThan: event.created,
  });
  if (!applied) log.info('older stripe event skipped', { event_id: event.id });
  return company.company_id;
}

/**
 * An invoice event: the invoice is stored as a transaction (the latest status wins). A final payment failure
 * (no further attempt) suspends the company (4); a paid invoice of the current subscription restores a suspended
 * company (3).
 */
async function applyInvoice(event: TGatewayEvent & { type: 'invoice' }, log: TLog): Promise<string | undefined> {
  const invoice: TGatewayInvoice = event.invoice;
  const company = await companyOf(invoice.customer_id, null);
  if (!company) {
    log.warn('stripe invoice for an unknown customer', { event_id: event.id, customer: invoice.customer_id });
    return undefined;
  }
  await putTransaction({
    company_id: company.company_id,
    invoice_id: invoice.id,
    invoice_created_at: iso(invoice.created),
    amount: invoice.total,
    currency: invoice.currency,
    status: invoice.status,
    ...(invoice.hosted_invoice_url ? { invoice_link: invoice.hosted_invoice_url } : {}),
    description: invoice.description,
    ...(invoice.period_start !== null && invoice.period_end !== null
      ? { period_start_at: iso(invoice.period_start), period_end_at: iso(invoice.period_end) }
      : {}),
    ...(invoice.billing_reason ? { billing_reason: invoice.billing_reason } : {}),
  });
  const current = invoice.subscription_id !== null && invoice.subscription_id === company.stripe_subscription_id;
  if (!current) return company.company_id;
  if (event.name === 'invoice.payment_failed' && invoice.next_payment_attempt === null) {
    await updateCompanyBilling(
      company.company_id,
      { state: COMPANY_STATE.SUSPENDED, subscription_status: 'unpaid', stripe_event_at: event.created },
      { attr: 'stripe_event_at', notNewerThan: event.created },
    );
  } else if (
    (event.name === 'invoice.paid' || event.name === 'invoice.payment_succeeded') &&
    company.state === COMPANY_STATE.SUSPENDED
  ) {
    await updateCompanyBilling(
      company.company_id,
      { state: COMPANY_STATE.ACTIVE, subscription_status: 'active', stripe_event_at: event.created },
      { attr: 'stripe_event_at', notNewerThan: event.created },
    );
  }
  return company.company_id;
}

/**
 * POST /stripe/webhook: verify the signature over the raw body (400 otherwise), claim the event id (a duplicate
 * delivery is answered without applying it again), apply it; a failure releases the claim and answers 500, so
 * Stripe's retry applies it later.
 */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | undefined,
  log: TLog,
  now = new Date(),
): Promise<{ received: boolean; duplicate?: boolean }> {
  let event: TGatewayEvent;
  try {
    event = paymentGateway().constructEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      log.warn('stripe webhook refused', { reason: error.message });
      throw new AppError('BAD_REQUEST', 'Webhook signature verification failed.');
    }
    throw error;
  }
  if (!(await claimStripeEvent(event.id, event.name, now))) return { received: true, duplicate: true };
  try {
    const companyId =
      event.type === 'subscription'
        ? await applySubscription(event, log)
        : event.type === 'invoice'
          ? await applyInvoice(event, log)
          : undefined;
    log.info('stripe event applied', { event_id: event.id, type: event.name, company_id: companyId });
    return { received: true };
  } catch (error) {
    await releaseStripeEvent(event.id);
    throw error;
  }
}
