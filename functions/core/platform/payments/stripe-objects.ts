import type Stripe from 'stripe';
import type { TGatewayEvent, TGatewayInvoice, TGatewaySubscription } from './payment-gateway';

/** Stripe's objects (typed by stripe-node, API version STRIPE_API_VERSION) reduced to what billing reads. */

type TRef = string | { id: string } | null | undefined;

function idOf(value: TRef): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function numberOrNull(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function toGatewaySubscription(sub: Stripe.Subscription): TGatewaySubscription {
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

export function toGatewayInvoice(invoice: Stripe.Invoice): TGatewayInvoice {
  const line = invoice.lines.data[0];
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
    description: invoice.description ?? line?.description ?? 'Subscription',
    next_payment_attempt: invoice.next_payment_attempt,
    attempt_count: invoice.attempt_count,
    // The first line is the plan's: its period is the one paid for (a proration line shares it).
    period_start: line?.period?.start ?? null,
    period_end: line?.period?.end ?? null,
    billing_reason: invoice.billing_reason ?? null,
  };
}

/** The events billing reacts to, by stripe-node's event types; any other is `other`. */
export function toGatewayEvent(event: Stripe.Event): TGatewayEvent {
  const base = { id: event.id, created: event.created, name: event.type };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { ...base, type: 'subscription', subscription: toGatewaySubscription(event.data.object) };
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_succeeded':
    case 'invoice.voided':
    case 'invoice.marked_uncollectible':
      return { ...base, type: 'invoice', invoice: toGatewayInvoice(event.data.object) };
    default:
      return { ...base, type: 'other' };
  }
}
