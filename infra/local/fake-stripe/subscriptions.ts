import { addBillingInterval } from '@skillway/functions/core/platform/payments/billing-period';
import type { TInvoicing, TLedgerContext } from './invoices';
import { publicSub } from './objects';
import { getOrFail as get, newId, nowS, StripeFail, type TObj, type TSub } from './state';

const DAY_S = 86_400;

/**
 * A period's end (epoch seconds) as Stripe sets it: on 31 January a month is to 28 (29) February, not 3 March; and
 * from the billing cycle anchor's day (`anchor`, epoch seconds), so 28 February renews to 31 March when anchored on
 * the 31st.
 */
function addInterval(start: number, interval: 'month' | 'year', anchor = start): number {
  const anchorDay = new Date(anchor * 1000).getUTCDate();
  return Math.floor(addBillingInterval(new Date(start * 1000), interval, anchorDay).getTime() / 1000);
}

export type TSubscriptions = ReturnType<typeof createSubscriptions>;

/** Subscriptions: started (first invoice charged now), changed with proration, renewed, ended. */
export function createSubscriptions({ state, emit }: TLedgerContext, invoicing: TInvoicing) {
  const { charge, newInvoice, priceFrom, defaultPaymentMethod } = invoicing;

  function createSubscription(body: TObj): TObj {
    const customer = get(state.customers, String(body.customer ?? ''), 'customer');
    const items = (body.items ?? []) as TObj[];
    const price = priceFrom(items[0]?.price_data as TObj | undefined);
    const start = nowS();
    const end = addInterval(start, price.recurring.interval);
    const sub: TSub = {
      id: newId('sub'),
      object: 'subscription',
      customer: customer.id as string,
      created: start,
      start_date: start,
      billing_cycle_anchor: start,
      status: 'incomplete',
      cancel_at_period_end: false,
      // A subscription may be made to end by itself (the paid trial): Stripe's cancel_at on create.
      cancel_at: body.cancel_at !== undefined && body.cancel_at !== '' ? Number(body.cancel_at) : null,
      canceled_at: null,
      ended_at: null,
      description: (body.description as string | undefined) ?? null,
      default_payment_method: (body.default_payment_method as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: end,
            price,
            quantity: 1,
          },
        ],
      },
      latest_invoice: null,
      pending_proration: 0,
    };
    const invoice = newInvoice(sub, String(sub.description ?? 'Subscription'), 0, start, end, 'subscription_create');
    sub.latest_invoice = invoice.id;
    try {
      charge(invoice, defaultPaymentMethod(sub));
    } catch (error) {
      // payment_behavior=error_if_incomplete: a failed first charge creates nothing.
      delete state.invoices[invoice.id as string];
      throw error;
    }
    sub.status = 'active';
    state.subscriptions[sub.id] = sub;
    emit('invoice.finalized', { ...invoice, status: 'open' });
    emit('invoice.paid', invoice);
    emit('customer.subscription.created', publicSub(sub));
    return publicSub(sub);
  }

  function updateSubscription(sub: TSub, body: TObj): TObj {
    const items = body.items as TObj[] | undefined;
    const item = sub.items.data[0]!;
    if (items?.[0]?.price_data) {
      const price = priceFrom(items[0].price_data as TObj);
      if (body.proration_behavior !== 'none') {
        const period = item.current_period_end - item.current_period_start;
        const left = Math.max(0, item.current_period_end - nowS());
        sub.pending_proration += Math.round(
          ((price.unit_amount - item.price.unit_amount) * left) / Math.max(period, DAY_S),
        );
      }
      item.price = price;
    }
    if (body.metadata) sub.metadata = { ...sub.metadata, ...(body.metadata as Record<string, string>) };
    if (body.description !== undefined) sub.description = body.description;
    if (body.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      sub.cancel_at = sub.cancel_at_period_end ? item.current_period_end : null;
    }
    if (body.cancel_at !== undefined) sub.cancel_at = body.cancel_at === '' ? null : Number(body.cancel_at);
    emit('customer.subscription.updated', publicSub(sub));
    return publicSub(sub);
  }

  /** Ends a subscription now (the period it was cancelled for is over, or `end` was asked). */
  function endSubscription(sub: TSub) {
    sub.status = 'canceled';
    sub.ended_at = nowS();
    sub.canceled_at = sub.canceled_at ?? nowS();
    emit('customer.subscription.deleted', publicSub(sub));
  }

  /** The next renewal, now: a new period starting today, billed with the default card (or failing). */
  function renew(sub: TSub, fail: boolean): TObj {
    const item = sub.items.data[0]!;
    if (sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at <= item.current_period_end + DAY_S)) {
      endSubscription(sub);
      return { subscription: publicSub(sub), invoice: null };
    }
    const open = typeof sub.latest_invoice === 'string' ? state.invoices[sub.latest_invoice] : undefined;
    if ((sub.status === 'unpaid' || sub.status === 'past_due') && open?.status === 'open') {
      // An unpaid subscription is not billed again: the open invoice is retried (paid by a card that now works).
      try {
        charge(open, defaultPaymentMethod(sub), fail);
        sub.status = 'active';
        emit('invoice.paid', open);
      } catch {
        open.next_payment_attempt = null;
        emit('invoice.payment_failed', open);
      }
      emit('customer.subscription.updated', publicSub(sub));
      return { subscription: publicSub(sub), invoice: open };
    }
    // As Stripe renews: the next period starts where the current one ends (billed now, ahead of its time).
    const start = item.current_period_end;
    const anchor =
      typeof sub.billing_cycle_anchor === 'number' ? sub.billing_cycle_anchor : Number(sub.start_date ?? start);
    const end = addInterval(start, item.price.recurring.interval, anchor);
    item.current_period_start = start;
    item.current_period_end = end;
    const invoice = newInvoice(
      sub,
      String(sub.description ?? 'Subscription'),
      sub.pending_proration,
      start,
      end,
      'subscription_cycle',
    );
    sub.pending_proration = 0;
    sub.latest_invoice = invoice.id;
    emit('invoice.finalized', { ...invoice });
    try {
      charge(invoice, defaultPaymentMethod(sub), fail);
      sub.status = 'active';
      emit('invoice.paid', invoice);
    } catch {
      // Stripe's smart retries are simulated as already exhausted: no next attempt, the subscription is unpaid.
      invoice.attempt_count = 4;
      invoice.next_payment_attempt = null;
      sub.status = 'unpaid';
      emit('invoice.payment_failed', invoice);
    }
    emit('customer.subscription.updated', publicSub(sub));
    return { subscription: publicSub(sub), invoice };
  }

  function findSubscription(company: string): TSub {
    const wanted = company.trim().toLowerCase();
    const matches = Object.values(state.subscriptions)
      .filter((sub) => {
        const customer = state.customers[sub.customer];
        const names = [customer?.name, (customer?.metadata as Record<string, string> | undefined)?.company_name];
        return sub.metadata.company_id === company || names.some((name) => String(name ?? '').toLowerCase() === wanted);
      })
      .sort((a, b) => Number(b.created) - Number(a.created));
    const live = matches.find((sub) => sub.status !== 'canceled') ?? matches[0];
    if (!live)
      throw new StripeFail(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No subscription for company '${company}'`,
      });
    return live;
  }

  return { createSubscription, updateSubscription, endSubscription, renew, findSubscription };
}
