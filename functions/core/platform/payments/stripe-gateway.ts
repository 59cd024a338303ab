import Stripe from 'stripe';
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

/** The one product every plan's price belongs to (created on first use, so a new Stripe account needs no setup). */
const STRIPE_PRODUCT_ID = 'skillway_subscription';

export interface TStripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Local only: the fake Stripe's origin (`http://127.0.0.1:<port>`); stripe-node then speaks plain HTTP to it. */
  apiUrl?: string;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function numberOrNull(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function toGatewaySubscription(sub: Stripe.Subscription): TGatewaySubscription {
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

function toGatewayInvoice(invoice: Stripe.Invoice): TGatewayInvoice {
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

function toGatewayEvent(event: Stripe.Event): TGatewayEvent {
  const base = { id: event.id, created: event.created, name: event.type };
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    return { ...base, type: 'subscription', subscription: toGatewaySubscription(event.data.object as Stripe.Subscription) };
  }
  if (INVOICE_EVENTS.has(event.type)) {
    return { ...base, type: 'invoice', invoice: toGatewayInvoice(event.data.object as Stripe.Invoice) };
  }
  return { ...base, type: 'other' };
}

/**
 * Card errors (declines) become PaymentDeclinedError; so does, where the call names one payment method, a payment
 * method Stripe does not know or cannot use. Everything else passes through.
 */
function mapDecline(error: unknown, paymentMethodCall = false): never {
  if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclinedError(error.message, { cause: error });
  if (
    paymentMethodCall &&
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.code === 'resource_missing' || error.code === 'payment_method_unexpected_state')
  ) {
    throw new PaymentDeclinedError(error.message, { cause: error });
  }
  throw error;
}

function priceData(plan: TGatewayPlan) {
  return {
    currency: 'gbp',
    product: STRIPE_PRODUCT_ID,
    unit_amount: plan.amount,
    recurring: { interval: plan.interval },
  };
}

function planMetadata(plan: TGatewayPlan) {
  return { banding: String(plan.banding), payment_method: String(plan.payment_method) };
}

/** The one adapter: stripe-node, against api.stripe.com or (locally) the fake Stripe. */
export function createStripeGateway(options: TStripeGatewayOptions): TPaymentGateway {
  const local = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 8000,
    appInfo: { name: 'Skillway' },
    ...(local
      ? { host: local.hostname, port: Number(local.port), protocol: local.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
  let productReady: Promise<void> | undefined;
  const isMissing = (error: unknown) =>
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

  function ensureProduct(): Promise<void> {
    productReady ??= stripe.products
      .retrieve(STRIPE_PRODUCT_ID)
      .then(() => undefined)
      .catch(async (error: unknown) => {
        if (!isMissing(error)) throw error;
        await stripe.products.create({ id: STRIPE_PRODUCT_ID, name: 'Skillway subscription' });
      })
      .catch((error: unknown) => {
        productReady = undefined;
        throw error;
      });
    return productReady;
  }

  return {
    async createCustomer({ companyId, companyName, name, email }) {
      const customer = await stripe.customers.create(
        { name, ...(email ? { email } : {}), metadata: { company_id: companyId, company_name: companyName } },
        { idempotencyKey: `customer-${companyId}` },
      );
      return { id: customer.id };
    },

    async updateCustomer(customerId, { name, address }) {
      await stripe.customers.update(customerId, { name, address: { ...address, country: 'GB' } });
    },

    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async createSetupIntent(customerId) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
      });
      return { id: intent.id, client_secret: intent.client_secret ?? '' };
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId): Promise<TGatewayCard> {
      try {
        let method = await stripe.paymentMethods.retrieve(paymentMethodId);
        if (idOf(method.customer) !== customerId) {
          method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        }
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
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
      await stripe.paymentMethods.detach(paymentMethodId);
    },

    async createSubscription({ customerId, companyId, plan, paymentMethodId }) {
      await ensureProduct();
      try {
        const sub = await stripe.subscriptions.create({
          customer: customerId,
          items: [{ price_data: priceData(plan) }],
          default_payment_method: paymentMethodId,
          // The first invoice is charged now; a declined card fails the call instead of leaving it incomplete.
          payment_behavior: 'error_if_incomplete',
          description: plan.description,
          metadata: { company_id: companyId, ...planMetadata(plan) },
        });
        return toGatewaySubscription(sub);
      } catch (error) {
        return mapDecline(error);
      }
    },

    async updateSubscription(subscriptionId, plan) {
      await ensureProduct();
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      const sub = await stripe.subscriptions.update(subscriptionId, {
        items: [{ ...(item ? { id: item.id } : {}), price_data: priceData(plan) }],
        // Charged (or credited) pro-rata on the next invoice.
        proration_behavior: 'create_prorations',
        description: plan.description,
        metadata: planMetadata(plan),
      });
      return toGatewaySubscription(sub);
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return toGatewaySubscription(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
    },

    async cancelAt(subscriptionId, at) {
      return toGatewaySubscription(
        await stripe.subscriptions.update(subscriptionId, { cancel_at: at, proration_behavior: 'none' }),
      );
    },

    async retrieveSubscription(subscriptionId) {
      return toGatewaySubscription(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async payInvoice(invoiceId, paymentMethodId) {
      try {
        return toGatewayInvoice(await stripe.invoices.pay(invoiceId, { payment_method: paymentMethodId }));
      } catch (error) {
        return mapDecline(error);
      }
    },

    async retrieveInvoice(invoiceId) {
      return toGatewayInvoice(await stripe.invoices.retrieve(invoiceId));
    },

    constructEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
      try {
        return toGatewayEvent(stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret));
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message, { cause: error });
      }
    },
  };
}

/** A Stripe-Signature header for a payload, as Stripe makes it (the local fake Stripe and tests sign with it). */
export function signTestWebhook(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}
