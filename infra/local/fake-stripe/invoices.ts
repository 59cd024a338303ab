import { publicSub } from './objects';
import { newId, nowS, StripeFail, type TFakeState, type TObj, type TSub, type TSubItem } from './state';

export interface TLedgerContext {
  state: TFakeState;
  emit: (type: string, object: TObj) => void;
  /** The hosted invoice page of an invoice (the local product's /_local/stripe/invoices/<id>). */
  invoicePage: (id: string) => string;
}

export type TInvoicing = ReturnType<typeof createInvoicing>;

/** Invoices: made for a period, charged to a card (Stripe's test cards' behaviour), paid again after a failure. */
export function createInvoicing({ state, emit, invoicePage }: TLedgerContext) {
  /** Charges an invoice with a payment method: paid, or a card error (the invoice stays open). */
  function charge(invoice: TObj, paymentMethodId: string | undefined, forceFail = false) {
    invoice.attempt_count = Number(invoice.attempt_count ?? 0) + 1;
    const method = paymentMethodId ? state.paymentMethods[paymentMethodId] : undefined;
    if (forceFail || !method || method.behaviour !== 'succeeds') {
      invoice.status = 'open';
      throw new StripeFail(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        param: 'payment_method',
      });
    }
    invoice.status = 'paid';
    invoice.amount_paid = invoice.total;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions = { paid_at: nowS() };
  }

  function newInvoice(
    sub: TSub,
    description: string,
    extra: number,
    periodStart: number,
    periodEnd: number,
    billingReason: 'subscription_create' | 'subscription_cycle',
  ): TObj {
    const item = sub.items.data[0]!;
    const id = newId('in');
    const lines = [
      {
        id: newId('il'),
        object: 'line_item',
        amount: item.price.unit_amount,
        currency: item.price.currency,
        description,
        period: { start: periodStart, end: periodEnd },
      },
    ];
    if (extra !== 0) {
      lines.push({
        id: newId('il'),
        object: 'line_item',
        amount: extra,
        currency: item.price.currency,
        description: 'Band change (pro-rata)',
        period: { start: periodStart, end: periodEnd },
      });
    }
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const invoice: TObj = {
      id,
      object: 'invoice',
      customer: sub.customer,
      currency: item.price.currency,
      created: nowS(),
      description,
      status: 'open',
      total,
      subtotal: total,
      amount_due: total,
      amount_paid: 0,
      amount_remaining: total,
      attempt_count: 0,
      next_payment_attempt: null,
      hosted_invoice_url: invoicePage(id),
      billing_reason: billingReason,
      lines: { object: 'list', data: lines, has_more: false },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      period_start: periodStart,
      period_end: periodEnd,
    };
    state.invoices[id] = invoice;
    return invoice;
  }

  function priceFrom(input: TObj | undefined): TSubItem['price'] {
    const data = (input ?? {}) as {
      currency?: string;
      product?: string;
      unit_amount?: string;
      recurring?: { interval?: string };
    };
    if (!data.product || !state.products[data.product]) {
      throw new StripeFail(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'items[0][price_data][product]',
        message: `No such product: '${data.product ?? ''}'`,
      });
    }
    const amount = Number(data.unit_amount);
    if (!Number.isInteger(amount) || amount < 0) {
      throw new StripeFail(400, {
        type: 'invalid_request_error',
        param: 'items[0][price_data][unit_amount]',
        message: 'Invalid integer',
      });
    }
    return {
      id: newId('price'),
      currency: data.currency ?? 'gbp',
      product: data.product,
      unit_amount: amount,
      recurring: { interval: data.recurring?.interval === 'year' ? 'year' : 'month' },
    };
  }

  function defaultPaymentMethod(sub: TSub): string | undefined {
    if (
      typeof sub.default_payment_method === 'string' &&
      state.paymentMethods[sub.default_payment_method]?.customer === sub.customer
    ) {
      return sub.default_payment_method;
    }
    const customer = state.customers[sub.customer];
    const settings = customer?.invoice_settings as { default_payment_method: string | null } | undefined;
    return settings?.default_payment_method ?? undefined;
  }

  function payInvoice(invoice: TObj, paymentMethodId: string | undefined): TObj {
    if (invoice.status === 'paid')
      throw new StripeFail(400, {
        type: 'invalid_request_error',
        code: 'invoice_already_paid',
        message: 'Invoice is already paid',
      });
    const subId = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
      .subscription;
    const sub = state.subscriptions[subId];
    const methodId = paymentMethodId ?? (sub ? defaultPaymentMethod(sub) : undefined);
    try {
      charge(invoice, methodId);
    } catch (error) {
      emit('invoice.payment_failed', { ...invoice, next_payment_attempt: null });
      throw error;
    }
    emit('invoice.paid', invoice);
    if (sub && (sub.status === 'unpaid' || sub.status === 'past_due')) {
      sub.status = 'active';
      emit('customer.subscription.updated', publicSub(sub));
    }
    return invoice;
  }

  return { charge, newInvoice, priceFrom, defaultPaymentMethod, payInvoice };
}
