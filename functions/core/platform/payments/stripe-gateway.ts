import Stripe from 'stripe';
import {
  PaymentDeclinedError,
  WebhookSignatureError,
  type TGatewayCard,
  type TGatewayPlan,
  type TPaymentGateway,
} from './payment-gateway';
import { toGatewayEvent, toGatewayInvoice, toGatewaySubscription } from './stripe-objects';
import { createStripeSdk } from './stripe-sdk';

/** The one product every plan's price belongs to (created on first use, so a new Stripe account needs no setup). */
const STRIPE_PRODUCT_ID = 'skillway_subscription';

export interface TStripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Local only: the fake Stripe's origin (`http://127.0.0.1:<port>`), spoken to over plain HTTP. */
  apiUrl?: string;
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

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

function priceData(plan: TGatewayPlan): Stripe.SubscriptionCreateParams.Item.PriceData {
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

/** The one adapter: stripe-node, against api.stripe.com or (locally) the fake Stripe. */
export function createStripeGateway(options: TStripeGatewayOptions): TPaymentGateway {
  const stripe = createStripeSdk({
    secretKey: options.secretKey,
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
  });
  let productReady: Promise<void> | undefined;

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
      const intent = await stripe.setupIntents.create({ customer: customerId, usage: 'off_session' });
      return { id: intent.id, client_secret: intent.client_secret ?? '' };
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId): Promise<TGatewayCard> {
      try {
        let method = await stripe.paymentMethods.retrieve(paymentMethodId);
        const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
        if (owner !== customerId)
          method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
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

    async createSubscription({ customerId, companyId, plan, paymentMethodId, endsAt }) {
      await ensureProduct();
      try {
        const sub = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price_data: priceData(plan) }],
            default_payment_method: paymentMethodId,
            // The first invoice is charged now; a declined card fails the call instead of leaving it incomplete.
            payment_behavior: 'error_if_incomplete',
            description: plan.description,
            metadata: { company_id: companyId, ...planMetadata(plan) },
            ...(endsAt !== undefined ? { cancel_at: endsAt } : {}),
          },
          { idempotencyKey: `subscription-${companyId}-${paymentMethodId}-${plan.banding}-${plan.payment_method}` },
        );
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

    async cancelAt(subscriptionId, when) {
      return toGatewaySubscription(
        await stripe.subscriptions.update(subscriptionId, { cancel_at: when, proration_behavior: 'none' }),
      );
    },

    async retrieveSubscription(subscriptionId) {
      return toGatewaySubscription(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async payInvoice(invoiceId, paymentMethodId) {
      try {
        // One charge per invoice and card, however often the call is repeated (a retried request, a double click).
        const invoice = await stripe.invoices.pay(
          invoiceId,
          { payment_method: paymentMethodId },
          { idempotencyKey: `pay-${invoiceId}-${paymentMethodId}` },
        );
        return toGatewayInvoice(invoice);
      } catch (error) {
        return mapDecline(error);
      }
    },

    async retrieveInvoice(invoiceId) {
      return toGatewayInvoice(await stripe.invoices.retrieve(invoiceId));
    },

    constructEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message, { cause: error });
      }
      return toGatewayEvent(event);
    },
  };
}
