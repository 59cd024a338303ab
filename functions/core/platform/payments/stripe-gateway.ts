import {
  PaymentDeclinedError,
  WebhookSignatureError,
  type TGatewayCard,
  type TGatewayEvent,
  type TGatewayInvoice,
  type TGatewayPlan,
  type TGatewaySubscription,
  type TPaymentGateway,
} from './payment-gateway';
import { createStripeClient, StripeApiError, type TForm } from './stripe-client';
import { verifyStripeSignature } from './stripe-signature';

/** The one product every plan's price belongs to (created on first use, so a new Stripe account needs no setup). */
const STRIPE_PRODUCT_ID = 'skillway_subscription';

export interface TStripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Local only: the fake Stripe's origin (`http://127.0.0.1:<port>`), spoken to over plain HTTP. */
  apiUrl?: string;
}

/** The parts of Stripe's objects the gateway reads (API version STRIPE_API_VERSION). */
type TRef = string | { id: string } | null;
type TMetadata = Record<string, string | undefined>;

interface TStripeSubscription {
  id: string;
  customer: TRef;
  status: string;
  created: number;
  start_date: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  metadata: TMetadata;
  latest_invoice: TRef;
  items: { data: { id: string; current_period_start?: number; current_period_end?: number }[] };
}

interface TStripeInvoice {
  id?: string;
  customer: TRef;
  parent?: { subscription_details?: { subscription?: TRef } | null } | null;
  status: string | null;
  total: number;
  amount_paid: number;
  currency: string;
  created: number;
  hosted_invoice_url?: string | null;
  description: string | null;
  lines: { data: { description: string | null; period?: { start: number; end: number } | null }[] };
  next_payment_attempt: number | null;
  attempt_count: number;
  billing_reason?: string | null;
}

interface TStripePaymentMethod {
  id: string;
  customer: TRef;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
}

interface TStripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

function idOf(value: TRef | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function numberOrNull(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function toGatewaySubscription(sub: TStripeSubscription): TGatewaySubscription {
  const item = sub.items.data[0];
  return {
    id: sub.id,
    customer_id: idOf(sub.customer) ?? '',
    status: sub.status,
    created: sub.created,
    current_period_start: item?.current_period_start ?? sub.start_date,
    current_period_end: item?.current_period_end ?? sub.start_date,
    cancel_at_period_end: sub.cancel_at_period_end,
    cancel_at: sub.cancel_at,
    company_id: sub.metadata.company_id ?? null,
    banding: numberOrNull(sub.metadata.banding),
    payment_method: numberOrNull(sub.metadata.payment_method),
    latest_invoice_id: idOf(sub.latest_invoice),
  };
}

function toGatewayInvoice(invoice: TStripeInvoice): TGatewayInvoice {
  return {
    id: invoice.id ?? '',
    customer_id: idOf(invoice.customer) ?? '',
    subscription_id: idOf(invoice.parent?.subscription_details?.subscription),
    status: invoice.status ?? 'draft',
    total: invoice.total,
    amount_paid: invoice.amount_paid,
    currency: invoice.currency,
    created: invoice.created,
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    description: invoice.description ?? invoice.lines.data[0]?.description ?? 'Subscription',
    next_payment_attempt: invoice.next_payment_attempt,
    attempt_count: invoice.attempt_count,
    // The first line is the plan's: its period is the one paid for (a proration line shares it).
    period_start: invoice.lines.data[0]?.period?.start ?? null,
    period_end: invoice.lines.data[0]?.period?.end ?? null,
    billing_reason: invoice.billing_reason ?? null,
  };
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const INVOICE_EVENTS = new Set([
  'invoice.finalized',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_succeeded',
  'invoice.voided',
  'invoice.marked_uncollectible',
]);

function toGatewayEvent(event: TStripeEvent): TGatewayEvent {
  const base = { id: event.id, created: event.created, name: event.type };
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    return { ...base, type: 'subscription', subscription: toGatewaySubscription(event.data.object as TStripeSubscription) };
  }
  if (INVOICE_EVENTS.has(event.type)) {
    return { ...base, type: 'invoice', invoice: toGatewayInvoice(event.data.object as TStripeInvoice) };
  }
  return { ...base, type: 'other' };
}

/**
 * Card errors (declines) become PaymentDeclinedError; so does, where the call names one payment method, a payment
 * method Stripe does not know or cannot use. Everything else passes through.
 */
function mapDecline(error: unknown, paymentMethodCall = false): never {
  if (error instanceof StripeApiError && error.type === 'card_error') throw new PaymentDeclinedError(error.message, { cause: error });
  if (
    paymentMethodCall &&
    error instanceof StripeApiError &&
    error.type === 'invalid_request_error' &&
    (error.code === 'resource_missing' || error.code === 'payment_method_unexpected_state')
  ) {
    throw new PaymentDeclinedError(error.message, { cause: error });
  }
  throw error;
}

function priceData(plan: TGatewayPlan): TForm {
  return {
    currency: 'gbp',
    product: STRIPE_PRODUCT_ID,
    unit_amount: plan.amount,
    recurring: { interval: plan.interval },
  };
}

function planMetadata(plan: TGatewayPlan): Record<string, string> {
  return { banding: String(plan.banding), payment_method: String(plan.payment_method) };
}

/** The one adapter: Stripe's REST API over fetch, against api.stripe.com or (locally) the fake Stripe. */
export function createStripeGateway(options: TStripeGatewayOptions): TPaymentGateway {
  const stripe = createStripeClient({ secretKey: options.secretKey, ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}) });
  const post = <T>(path: string, form: TForm = {}, idempotencyKey?: string) =>
    stripe.request<T>('POST', path, { form, ...(idempotencyKey ? { idempotencyKey } : {}) });
  const get = <T>(path: string) => stripe.request<T>('GET', path);
  const at = (id: string) => encodeURIComponent(id);
  const subscriptionPath = (id: string) => `/v1/subscriptions/${at(id)}`;
  let productReady: Promise<void> | undefined;
  const isMissing = (error: unknown) => error instanceof StripeApiError && error.code === 'resource_missing';

  function ensureProduct(): Promise<void> {
    productReady ??= get(`/v1/products/${STRIPE_PRODUCT_ID}`)
      .then(() => undefined)
      .catch(async (error: unknown) => {
        if (!isMissing(error)) throw error;
        await post('/v1/products', { id: STRIPE_PRODUCT_ID, name: 'Skillway subscription' });
      })
      .catch((error: unknown) => {
        productReady = undefined;
        throw error;
      });
    return productReady;
  }

  return {
    async createCustomer({ companyId, companyName, name, email }) {
      const customer = await post<{ id: string }>(
        '/v1/customers',
        { name, ...(email ? { email } : {}), metadata: { company_id: companyId, company_name: companyName } },
        `customer-${companyId}`,
      );
      return { id: customer.id };
    },

    async updateCustomer(customerId, { name, address }) {
      await post(`/v1/customers/${at(customerId)}`, { name, address: { ...address, country: 'GB' } });
    },

    async deleteCustomer(customerId) {
      try {
        await stripe.request('DELETE', `/v1/customers/${at(customerId)}`);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async createSetupIntent(customerId) {
      const intent = await post<{ id: string; client_secret: string | null }>('/v1/setup_intents', {
        customer: customerId,
        usage: 'off_session',
      });
      return { id: intent.id, client_secret: intent.client_secret ?? '' };
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId): Promise<TGatewayCard> {
      try {
        const methodPath = `/v1/payment_methods/${at(paymentMethodId)}`;
        let method = await get<TStripePaymentMethod>(methodPath);
        if (idOf(method.customer) !== customerId) {
          method = await post<TStripePaymentMethod>(`${methodPath}/attach`, { customer: customerId });
        }
        await post(`/v1/customers/${at(customerId)}`, { invoice_settings: { default_payment_method: paymentMethodId } });
        return {
          payment_method_id: method.id,
          brand: method.card?.brand ?? 'card',
          last4: method.card?.last4 ?? '',
          exp_month: method.card?.exp_month ?? 0,
          exp_year: method.card?.exp_year ?? 0,
        };
      } catch (error) {
        return mapDecline(error, true);
      }
    },

    async detachPaymentMethod(paymentMethodId) {
      await post(`/v1/payment_methods/${at(paymentMethodId)}/detach`);
    },

    async createSubscription({ customerId, companyId, plan, paymentMethodId, endsAt }) {
      await ensureProduct();
      try {
        const sub = await post<TStripeSubscription>('/v1/subscriptions', {
          customer: customerId,
          items: [{ price_data: priceData(plan) }],
          default_payment_method: paymentMethodId,
          // The first invoice is charged now; a declined card fails the call instead of leaving it incomplete.
          payment_behavior: 'error_if_incomplete',
          description: plan.description,
          metadata: { company_id: companyId, ...planMetadata(plan) },
          ...(endsAt !== undefined ? { cancel_at: endsAt } : {}),
        }, `subscription-${companyId}-${paymentMethodId}-${plan.banding}-${plan.payment_method}`);
        return toGatewaySubscription(sub);
      } catch (error) {
        return mapDecline(error);
      }
    },

    async updateSubscription(subscriptionId, plan) {
      await ensureProduct();
      const current = await get<TStripeSubscription>(subscriptionPath(subscriptionId));
      const item = current.items.data[0];
      const sub = await post<TStripeSubscription>(subscriptionPath(subscriptionId), {
        items: [{ ...(item ? { id: item.id } : {}), price_data: priceData(plan) }],
        // Charged (or credited) pro-rata on the next invoice.
        proration_behavior: 'create_prorations',
        description: plan.description,
        metadata: planMetadata(plan),
      });
      return toGatewaySubscription(sub);
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return toGatewaySubscription(await post<TStripeSubscription>(subscriptionPath(subscriptionId), { cancel_at_period_end: true }));
    },

    async cancelAt(subscriptionId, when) {
      return toGatewaySubscription(
        await post<TStripeSubscription>(subscriptionPath(subscriptionId), { cancel_at: when, proration_behavior: 'none' }),
      );
    },

    async retrieveSubscription(subscriptionId) {
      return toGatewaySubscription(await get<TStripeSubscription>(subscriptionPath(subscriptionId)));
    },

    async payInvoice(invoiceId, paymentMethodId) {
      try {
        // One charge per invoice and card, however often the call is repeated (a retried request, a double click).
        return toGatewayInvoice(
          await post<TStripeInvoice>(`/v1/invoices/${at(invoiceId)}/pay`, { payment_method: paymentMethodId }, `pay-${invoiceId}-${paymentMethodId}`),
        );
      } catch (error) {
        return mapDecline(error);
      }
    },

    async retrieveInvoice(invoiceId) {
      return toGatewayInvoice(await get<TStripeInvoice>(`/v1/invoices/${at(invoiceId)}`));
    },

    constructEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
      let event: TStripeEvent;
      try {
        verifyStripeSignature(rawBody, signature, options.webhookSecret);
        event = JSON.parse(rawBody) as TStripeEvent;
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message, { cause: error });
      }
      return toGatewayEvent(event);
    },
  };
}
