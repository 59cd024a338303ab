/**
 * The payment provider behind one interface (Stripe through stripe-node in production, the same adapter and SDK
 * against the fake Stripe locally). Amounts are pence; times are epoch seconds as Stripe gives them. The billing area
 * (functions/core/people/billing) is the only caller.
 */

interface TGatewayAddress {
  line1: string;
  city: string;
  state: string;
  postal_code: string;
}

export interface TGatewayCard {
  payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface TGatewaySubscription {
  id: string;
  customer_id: string;
  /** 'active', 'past_due', 'unpaid', 'canceled', 'incomplete' … */
  status: string;
  created: number;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  /** From the subscription's metadata (written by createSubscription / updateSubscription). */
  company_id: string | null;
  banding: number | null;
  payment_method: number | null;
  latest_invoice_id: string | null;
}

export interface TGatewayInvoice {
  id: string;
  customer_id: string;
  subscription_id: string | null;
  /** 'draft', 'open', 'paid', 'void', 'uncollectible'. */
  status: string;
  /** Pence, VAT included: what the invoice bills. */
  total: number;
  amount_paid: number;
  currency: string;
  created: number;
  hosted_invoice_url: string | null;
  description: string;
  /** null once Stripe will not try again (retries exhausted). */
  next_payment_attempt: number | null;
  attempt_count: number;
  /** The service period the invoice bills (its subscription line's period); null when it has none. */
  period_start: number | null;
  period_end: number | null;
  /** Why Stripe made it: 'subscription_create', 'subscription_cycle' (a renewal), 'subscription_update', 'manual' … */
  billing_reason: string | null;
}

/** The Stripe events billing reacts to, reduced to what it reads. */
export type TGatewayEvent =
  | { id: string; created: number; type: 'subscription'; name: string; subscription: TGatewaySubscription }
  | { id: string; created: number; type: 'invoice'; name: string; invoice: TGatewayInvoice }
  | { id: string; created: number; type: 'other'; name: string };

/** One billing period's charge of a plan. */
export interface TGatewayPlan {
  banding: number;
  payment_method: number;
  /** Pence per period, VAT included. */
  amount: number;
  /** 'month' or 'year'. */
  interval: 'month' | 'year';
  description: string;
}

/** The card was declined (SetupIntent, attaching it, or the charge). */
export class PaymentDeclinedError extends Error {
  constructor(message = 'card declined', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentDeclinedError';
  }
}

/** The webhook's signature did not verify (or the payload is not an event). */
export class WebhookSignatureError extends Error {
  constructor(message = 'webhook signature did not verify', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

export interface TPaymentGateway {
  /** `companyName` goes to the customer's metadata (with the company id); `name` is the billing name. */
  createCustomer(input: {
    companyId: string;
    companyName: string;
    name: string;
    email?: string;
  }): Promise<{ id: string }>;
  updateCustomer(customerId: string, input: { name: string; address: TGatewayAddress }): Promise<void>;
  /** Deletes the customer, which ends its subscriptions at once (a deleted company is billed no more); a customer already gone is fine. */
  deleteCustomer(customerId: string): Promise<void>;
  createSetupIntent(customerId: string): Promise<{ id: string; client_secret: string }>;
  /** Makes a payment method the customer's default (attaching it if needed) and returns its card. */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<TGatewayCard>;
  /** Detaches a payment method from its customer. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** Starts a subscription charged at once; a declined first charge throws PaymentDeclinedError. */
  createSubscription(input: {
    customerId: string;
    companyId: string;
    plan: TGatewayPlan;
    paymentMethodId: string;
    /** When the subscription ends by itself (epoch seconds): the paid trial's end. */
    endsAt?: number;
  }): Promise<TGatewaySubscription>;
  /** Moves the subscription to another plan, prorated onto the next invoice. */
  updateSubscription(subscriptionId: string, plan: TGatewayPlan): Promise<TGatewaySubscription>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<TGatewaySubscription>;
  /** Ends the subscription at a given time (epoch seconds) without proration: a notice running past this period. */
  cancelAt(subscriptionId: string, at: number): Promise<TGatewaySubscription>;
  retrieveSubscription(subscriptionId: string): Promise<TGatewaySubscription>;
  /** Pays an open invoice with a payment method; a declined charge throws PaymentDeclinedError. */
  payInvoice(invoiceId: string, paymentMethodId: string): Promise<TGatewayInvoice>;
  retrieveInvoice(invoiceId: string): Promise<TGatewayInvoice>;
  /** Verifies the signature over the raw body and reads the event; throws WebhookSignatureError. */
  constructEvent(rawBody: string, signature: string | undefined): TGatewayEvent;
}
