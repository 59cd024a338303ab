/**
 * The local fake Stripe: just the REST endpoints the Stripe adapter
 * (functions/core/platform/payments/stripe-gateway.ts) calls, with Stripe's object shapes and error shapes, so the
 * same adapter runs locally with no internet. It keeps its objects in DATA_DIR/stripe.json and sends itself signed
 * webhooks (Stripe-Signature made as Stripe makes it: payments/stripe-signature.ts) to the local API's
 * /v1/stripe/webhook, one at a time, in order.
 *
 * Local controls, served by the local adapter under /_local/stripe (never on AWS):
 * - `POST /_local/stripe/confirm` – the plain card form's SetupIntent confirmation (JSON number, exp_month, exp_year,
 *   cvc, setup_intent_secret). Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
 *   4000 0000 0000 0341 attaches but every charge fails.
 * - `GET /_local/stripe/invoices/<id>` – the hosted invoice page (invoice_link).
 * - `POST /_local/stripe/renew?company=<id or name>[&fail=1]` – bills the next period now (or ends a subscription
 *   cancelled at period end); fail=1 makes the charge fail with Stripe's retries exhausted (subscription unpaid).
 *   An unpaid subscription's renewal retries its open invoice instead.
 * - `POST /_local/stripe/end?company=…` – ends the subscription now (customer.subscription.deleted).
 * - `POST /_local/stripe/drain` – resolves once every webhook sent so far has been delivered.
 * - `GET /_local/stripe` – a page listing the subscriptions, with those buttons.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { addBillingInterval } from '@skillway/functions/core/platform/payments/billing-period';
import { signTestWebhook } from '@skillway/functions/core/platform/payments/stripe-signature';
import { crossOrigin } from './schedule-routes';

export const STRIPE_LOCAL_PREFIX = '/_local/stripe';
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_fake_stripe';
const API_VERSION = '2026-10-28.endive';
const DAY_S = 86_400;

type TCardBehaviour = 'succeeds' | 'declined' | 'charge_fails';

/** Stripe's test card numbers and what the fake does with them; any other valid-looking number succeeds. */
const TEST_CARD_BEHAVIOUR: Record<string, TCardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000000341': 'charge_fails',
};

type TObj = Record<string, unknown>;

interface TFakeState {
  webhookSecret: string;
  customers: Record<string, TObj>;
  idempotency: Record<string, string>;
  setupIntents: Record<string, TObj>;
  paymentMethods: Record<string, TObj & { behaviour: TCardBehaviour }>;
  products: Record<string, TObj>;
  subscriptions: Record<string, TSub>;
  invoices: Record<string, TObj>;
}

/** A subscription as stored: the Stripe object plus what the fake needs to bill it. */
interface TSub extends TObj {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: TSubItem[] };
  /** Pence added to the next invoice by prorated changes. */
  pending_proration: number;
}

interface TSubItem extends TObj {
  id: string;
  current_period_start: number;
  current_period_end: number;
  price: { id: string; currency: string; product: string; unit_amount: number; recurring: { interval: 'month' | 'year' } };
}

class StripeFail extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string; decline_code?: string },
  ) {
    super(body.message);
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const nowS = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=v` form bodies (stripe-node's encoding) into nested objects; numeric keys make arrays. */
function parseStripeForm(body: string): TObj {
  const root: TObj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: TObj = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as TObj;
    });
  }
  return arrayify(root) as TObj;
}

function arrayify(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as TObj).map(([k, v]) => [k, arrayify(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/**
 * A period's end (epoch seconds) as Stripe sets it: on 31 January a month is to 28 (29) February, not 3 March; and
 * from the billing cycle anchor's day (`anchor`, epoch seconds), so 28 February renews to 31 March when anchored on
 * the 31st.
 */
function addInterval(start: number, interval: 'month' | 'year', anchor = start): number {
  const anchorDay = new Date(anchor * 1000).getUTCDate();
  return Math.floor(addBillingInterval(new Date(start * 1000), interval, anchorDay).getTime() / 1000);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readRaw(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
  });
  res.end(html);
}

export interface TFakeStripeOptions {
  /** DATA_DIR/stripe.json */
  stateFile: string;
  /** The local product's origin: hosted invoice pages and the webhook target live there. */
  appUrl: string;
  log?: (line: string) => void;
}

export interface TFakeStripe {
  /** `http://127.0.0.1:<port>`: the Stripe client's origin. */
  url: string;
  webhookSecret: string;
  /** Serves `/_local/stripe/*` (the local adapter routes them here). */
  handleLocal(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** Resolves when every webhook queued so far has been delivered (or given up). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

async function loadFakeState(file: string): Promise<TFakeState> {
  let stored: Partial<TFakeState> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<TFakeState>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return {
    webhookSecret: stored.webhookSecret ?? `whsec_${randomBytes(24).toString('base64url')}`,
    customers: stored.customers ?? {},
    idempotency: stored.idempotency ?? {},
    setupIntents: stored.setupIntents ?? {},
    paymentMethods: stored.paymentMethods ?? {},
    products: stored.products ?? {},
    subscriptions: stored.subscriptions ?? {},
    invoices: stored.invoices ?? {},
  };
}

export async function startFakeStripe(options: TFakeStripeOptions, port = 0): Promise<TFakeStripe> {
  const state = await loadFakeState(options.stateFile);
  const log = options.log ?? (() => undefined);
  let saving = Promise.resolve();
  const save = () => {
    saving = saving.then(async () => {
      await mkdir(dirname(options.stateFile), { recursive: true });
      const temporary = `${options.stateFile}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(state), { mode: 0o600 });
      await rename(temporary, options.stateFile);
    });
    return saving;
  };

  // Webhooks: one at a time, in order, after the API answer that caused them has been sent.
  let delivery = Promise.resolve();
  const webhookUrl = `${options.appUrl}/v1/stripe/webhook`;
  function emit(type: string, object: TObj) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowS(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    delivery = delivery.then(() => deliver(event.id, JSON.stringify(event)));
  }
  async function deliver(eventId: string, payload: string) {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // Let the API call that caused the event answer first, as Stripe's asynchronous delivery does.
      await new Promise((resolve) => setTimeout(resolve, attempt === 1 ? 20 : 300));
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signTestWebhook(payload, state.webhookSecret) },
          body: payload,
        });
        if (response.ok) return;
        log(`webhook ${eventId} answered ${response.status} (attempt ${attempt})`);
        if (response.status < 500) return;
      } catch (error) {
        log(`webhook ${eventId} failed: ${(error as Error).message} (attempt ${attempt})`);
      }
    }
  }

  function get<T>(table: Record<string, T>, id: string, param = 'id'): T {
    const found = table[id];
    if (!found) {
      throw new StripeFail(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such object: '${id}'` });
    }
    return found;
  }

  function invoicePage(id: string) {
    return `${options.appUrl}${STRIPE_LOCAL_PREFIX}/invoices/${id}`;
  }

  function publicSub(sub: TSub): TObj {
    const { pending_proration: _pending, ...rest } = sub;
    return rest;
  }

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
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      period_start: periodStart,
      period_end: periodEnd,
    };
    state.invoices[id] = invoice;
    return invoice;
  }

  function priceFrom(input: TObj | undefined): TSubItem['price'] {
    const data = (input ?? {}) as { currency?: string; product?: string; unit_amount?: string; recurring?: { interval?: string } };
    if (!data.product || !state.products[data.product]) {
      throw new StripeFail(400, { type: 'invalid_request_error', code: 'resource_missing', param: 'items[0][price_data][product]', message: `No such product: '${data.product ?? ''}'` });
    }
    const amount = Number(data.unit_amount);
    if (!Number.isInteger(amount) || amount < 0) {
      throw new StripeFail(400, { type: 'invalid_request_error', param: 'items[0][price_data][unit_amount]', message: 'Invalid integer' });
    }
    return {
      id: newId('price'),
      currency: data.currency ?? 'gbp',
      product: data.product,
      unit_amount: amount,
      recurring: { interval: data.recurring?.interval === 'year' ? 'year' : 'month' },
    };
  }

  // ---- the REST API -------------------------------------------------------------------------------------------

  async function api(method: string, path: string, body: TObj, headers: IncomingMessage['headers']): Promise<unknown> {
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    const [, resource, id, action] = parts;
    if (parts[0] !== 'v1' || !resource) throw new StripeFail(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });

    if (resource === 'customers') {
      if (method === 'POST' && !id) {
        const key = headers['idempotency-key'];
        const known = typeof key === 'string' ? state.idempotency[key] : undefined;
        if (known && state.customers[known]) return state.customers[known];
        const customer: TObj = {
          id: newId('cus'),
          object: 'customer',
          created: nowS(),
          name: body.name ?? null,
          email: body.email ?? null,
          address: null,
          metadata: body.metadata ?? {},
          invoice_settings: { default_payment_method: null },
        };
        state.customers[customer.id as string] = customer;
        if (typeof key === 'string') state.idempotency[key] = customer.id as string;
        return customer;
      }
      const customer = get(state.customers, id ?? '');
      if (method === 'GET') return customer;
      if (method === 'DELETE') {
        // As Stripe does: the customer's subscriptions end at once (each sends customer.subscription.deleted).
        for (const sub of Object.values(state.subscriptions)) {
          if (sub.customer === customer.id && sub.status !== 'canceled') endSubscription(sub);
        }
        delete state.customers[customer.id as string];
        return { id: customer.id, object: 'customer', deleted: true };
      }
      if (method === 'POST') {
        if (body.name !== undefined) customer.name = body.name;
        if (body.address !== undefined) customer.address = body.address;
        const settings = body.invoice_settings as { default_payment_method?: string } | undefined;
        if (settings?.default_payment_method !== undefined) {
          const pm = get(state.paymentMethods, settings.default_payment_method, 'invoice_settings[default_payment_method]');
          if (pm.customer !== customer.id) {
            throw new StripeFail(400, { type: 'invalid_request_error', code: 'resource_missing', param: 'invoice_settings[default_payment_method]', message: 'The payment method is not attached to this customer.' });
          }
          customer.invoice_settings = { default_payment_method: pm.id };
        }
        return customer;
      }
    }

    if (resource === 'setup_intents' && method === 'POST' && !id) {
      get(state.customers, String(body.customer ?? ''), 'customer');
      const intentId = newId('seti');
      const intent: TObj = {
        id: intentId,
        object: 'setup_intent',
        created: nowS(),
        customer: body.customer,
        usage: body.usage ?? 'off_session',
        status: 'requires_payment_method',
        payment_method: null,
        client_secret: `${intentId}_secret_${randomBytes(12).toString('base64url')}`,
      };
      state.setupIntents[intentId] = intent;
      return intent;
    }

    if (resource === 'payment_methods' && id) {
      const pm = get(state.paymentMethods, id, 'payment_method');
      if (method === 'GET' && !action) return publicPm(pm);
      if (method === 'POST' && action === 'attach') {
        const customer = get(state.customers, String(body.customer ?? ''), 'customer');
        if (pm.behaviour === 'declined') throw new StripeFail(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
        pm.customer = customer.id;
        return publicPm(pm);
      }
      if (method === 'POST' && action === 'detach') {
        for (const customer of Object.values(state.customers)) {
          const settings = customer.invoice_settings as { default_payment_method: string | null };
          if (customer.id === pm.customer && settings.default_payment_method === pm.id) settings.default_payment_method = null;
        }
        pm.customer = null;
        return publicPm(pm);
      }
    }

    if (resource === 'products') {
      if (method === 'POST' && !id) {
        const productId = String(body.id ?? newId('prod'));
        if (state.products[productId]) throw new StripeFail(400, { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' });
        state.products[productId] = { id: productId, object: 'product', name: body.name ?? '', active: true, created: nowS() };
        return state.products[productId];
      }
      if (method === 'GET' && id) return get(state.products, id);
    }

    // A repeated idempotency key answers what the first request did (Stripe keeps keys for 24 hours): a retried
    // sign up or invoice payment charges once.
    const key = typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : undefined;
    const known = key ? state.idempotency[key] : undefined;
    if (resource === 'subscriptions') {
      if (method === 'POST' && !id) {
        if (known && state.subscriptions[known]) return publicSub(state.subscriptions[known]);
        const created = createSubscription(body);
        if (key) state.idempotency[key] = created.id as string;
        return created;
      }
      const sub = get(state.subscriptions, id ?? '');
      if (method === 'GET') return publicSub(sub);
      if (method === 'POST') return updateSubscription(sub, body);
    }

    if (resource === 'invoices' && id) {
      const invoice = get(state.invoices, id);
      if (method === 'GET' && !action) return invoice;
      if (method === 'POST' && action === 'pay') {
        if (key && known === invoice.id) return invoice;
        const paid = payInvoice(invoice, typeof body.payment_method === 'string' ? body.payment_method : undefined);
        if (key) state.idempotency[key] = invoice.id as string;
        return paid;
      }
    }

    throw new StripeFail(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
  }

  function publicPm(pm: TFakeState['paymentMethods'][string]): TObj {
    const { behaviour: _behaviour, ...rest } = pm;
    return rest;
  }

  function defaultPaymentMethod(sub: TSub): string | undefined {
    if (typeof sub.default_payment_method === 'string' && state.paymentMethods[sub.default_payment_method]?.customer === sub.customer) {
      return sub.default_payment_method;
    }
    const customer = state.customers[sub.customer];
    const settings = customer?.invoice_settings as { default_payment_method: string | null } | undefined;
    return settings?.default_payment_method ?? undefined;
  }

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
        data: [{ id: newId('si'), object: 'subscription_item', current_period_start: start, current_period_end: end, price, quantity: 1 }],
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
        sub.pending_proration += Math.round(((price.unit_amount - item.price.unit_amount) * left) / Math.max(period, DAY_S));
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

  function payInvoice(invoice: TObj, paymentMethodId: string | undefined): TObj {
    if (invoice.status === 'paid') throw new StripeFail(400, { type: 'invalid_request_error', code: 'invoice_already_paid', message: 'Invoice is already paid' });
    const subId = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription;
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
    const anchor = typeof sub.billing_cycle_anchor === 'number' ? sub.billing_cycle_anchor : Number(sub.start_date ?? start);
    const end = addInterval(start, item.price.recurring.interval, anchor);
    item.current_period_start = start;
    item.current_period_end = end;
    const invoice = newInvoice(sub, String(sub.description ?? 'Subscription'), sub.pending_proration, start, end, 'subscription_cycle');
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
    if (!live) throw new StripeFail(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No subscription for company '${company}'` });
    return live;
  }

  // ---- local controls (/_local/stripe) -----------------------------------------------------------------------

  function confirm(body: TObj): TObj {
    const secret = String(body.setup_intent_secret ?? '');
    const intent = Object.values(state.setupIntents).find((candidate) => candidate.client_secret === secret);
    if (!intent) throw new StripeFail(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'setup_intent_secret', message: 'No such setup intent.' });
    if (intent.status === 'succeeded') throw new StripeFail(400, { type: 'invalid_request_error', code: 'setup_intent_unexpected_state', message: 'This SetupIntent has already been confirmed.' });
    const number = String(body.number ?? '').replace(/[\s-]/g, '');
    const expMonth = Number(body.exp_month);
    const expYearRaw = Number(body.exp_year);
    const expYear = expYearRaw < 100 ? 2000 + expYearRaw : expYearRaw;
    const cvc = String(body.cvc ?? '');
    if (!/^\d{13,19}$/.test(number)) throw new StripeFail(402, { type: 'card_error', code: 'incorrect_number', param: 'number', message: 'Your card number is incorrect.' });
    const today = new Date();
    if (!(expMonth >= 1 && expMonth <= 12) || expYear < today.getUTCFullYear() || (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)) {
      throw new StripeFail(402, { type: 'card_error', code: 'invalid_expiry_year', param: 'exp_year', message: "Your card's expiration date is invalid." });
    }
    if (!/^\d{3,4}$/.test(cvc)) throw new StripeFail(402, { type: 'card_error', code: 'invalid_cvc', param: 'cvc', message: "Your card's security code is invalid." });
    const behaviour = TEST_CARD_BEHAVIOUR[number] ?? 'succeeds';
    if (behaviour === 'declined') {
      throw new StripeFail(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    }
    const pm = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: nowS(),
      customer: intent.customer as string,
      billing_details: { name: (body.name as string | undefined) ?? null },
      card: { brand: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'card', last4: number.slice(-4), exp_month: expMonth, exp_year: expYear },
      behaviour,
    };
    state.paymentMethods[pm.id] = pm;
    intent.status = 'succeeded';
    intent.payment_method = pm.id;
    return { payment_method: pm.id, setup_intent: intent.id, status: 'succeeded' };
  }

  function renderInvoice(invoice: TObj): string {
    const customer = state.customers[String(invoice.customer)];
    const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;
    const lines = (invoice.lines as { data: Array<{ description: string; amount: number }> }).data
      .map((line) => `<tr><td>${escapeHtml(line.description)}</td><td class="n">${money(line.amount)}</td></tr>`)
      .join('');
    const date = new Date(Number(invoice.created) * 1000).toISOString().slice(0, 10);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(String(invoice.id))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;color:#222}table{width:100%;border-collapse:collapse}
td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left}.n{text-align:right}.status{display:inline-block;padding:2px 10px;border-radius:10px;background:${invoice.status === 'paid' ? '#d3f9d8' : '#ffe3e3'}}
.note{color:#777;font-size:13px;margin-top:32px}</style></head><body>
<h1>Invoice</h1><p><strong>${escapeHtml(String(customer?.name ?? ''))}</strong><br>Invoice ${escapeHtml(String(invoice.id))} · ${date}
· <span class="status">${escapeHtml(String(invoice.status))}</span></p>
<table><thead><tr><th>Description</th><th class="n">Amount (VAT included)</th></tr></thead><tbody>${lines}</tbody>
<tfoot><tr><th>Total</th><th class="n">${money(Number(invoice.total))}</th></tr><tr><td>Paid</td><td class="n">${money(Number(invoice.amount_paid))}</td></tr></tfoot></table>
<p class="note">Local fake Stripe: this page stands in for Stripe's hosted invoice page.</p></body></html>`;
  }

  function renderIndex(): string {
    const rows = Object.values(state.subscriptions)
      .sort((a, b) => Number(b.created) - Number(a.created))
      .map((sub) => {
        const customer = state.customers[sub.customer];
        const item = sub.items.data[0]!;
        const company = encodeURIComponent(sub.metadata.company_id ?? '');
        const button = (path: string, label: string) =>
          `<form method="post" action="${STRIPE_LOCAL_PREFIX}/${path}"><button>${label}</button></form>`;
        const controls = sub.status === 'canceled' ? '' :
          button(`renew?company=${company}`, 'Renew now') + button(`renew?company=${company}&fail=1`, 'Renew, payment fails') + button(`end?company=${company}`, 'End now');
        const companyName = (customer?.metadata as Record<string, string> | undefined)?.company_name ?? customer?.name ?? '';
        return `<tr><td>${escapeHtml(String(companyName))}<br><small>${escapeHtml(sub.metadata.company_id ?? '')}</small></td>
<td>${escapeHtml(sub.status)}${sub.cancel_at ? ' (cancelling)' : ''}</td><td>£${(item.price.unit_amount / 100).toFixed(2)} / ${item.price.recurring.interval}</td>
<td>${new Date(item.current_period_end * 1000).toISOString().slice(0, 10)}</td><td>${controls}</td></tr>`;
      })
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe</title>
<style>body{font-family:system-ui,sans-serif;margin:32px;color:#222}table{border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}form{display:inline;margin-right:6px}</style></head>
<body><h1>Fake Stripe (local)</h1><p>Subscriptions of the local product. Renewing bills the next period now and sends the webhooks.</p>
<table><thead><tr><th>Company</th><th>Status</th><th>Price</th><th>Period ends</th><th></th></tr></thead><tbody>${rows || '<tr><td colspan="5">No subscriptions yet.</td></tr>'}</tbody></table></body></html>`;
  }

  async function handleLocal(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const sub = url.pathname.slice(STRIPE_LOCAL_PREFIX.length) || '/';
    const wantsHtml = String(req.headers.accept ?? '').includes('text/html');
    try {
      if (method === 'GET' && (sub === '/' || sub === '')) return sendHtml(res, 200, renderIndex());
      const invoiceMatch = /^\/invoices\/([\w]+)$/.exec(sub);
      if (method === 'GET' && invoiceMatch) {
        const invoice = state.invoices[invoiceMatch[1]!];
        if (!invoice) return sendHtml(res, 404, '<!doctype html><title>Not found</title><p>No such invoice.</p>');
        return sendHtml(res, 200, renderInvoice(invoice));
      }
      if (method !== 'POST') return send(res, 404, { message: 'Not Found' });
      // As /_local/schedules: a page on another origin may not drive the local billing.
      if (crossOrigin(req)) return send(res, 403, { message: 'Forbidden' });
      if (sub === '/confirm') {
        const raw = await readRaw(req);
        let body: TObj;
        try {
          body = (raw ? JSON.parse(raw) : {}) as TObj;
        } catch {
          throw new StripeFail(400, { type: 'invalid_request_error', message: 'The body must be JSON.' });
        }
        const answer = confirm(body);
        await save();
        return send(res, 200, answer);
      }
      if (sub === '/drain') {
        await delivery;
        return send(res, 200, { drained: true });
      }
      if (sub === '/renew' || sub === '/end') {
        const company = url.searchParams.get('company') ?? '';
        const target = findSubscription(company);
        const answer = sub === '/end' ? (endSubscription(target), { subscription: publicSub(target) }) : renew(target, url.searchParams.get('fail') === '1');
        await save();
        await delivery;
        if (wantsHtml) {
          res.writeHead(303, { location: STRIPE_LOCAL_PREFIX });
          res.end();
          return;
        }
        return send(res, 200, answer);
      }
      return send(res, 404, { message: 'Not Found' });
    } catch (error) {
      if (error instanceof StripeFail) return send(res, error.status, { error: error.body });
      throw error;
    }
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const method = (req.method ?? 'GET').toUpperCase();
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      if (req.headers.authorization !== `Bearer ${LOCAL_STRIPE_SECRET_KEY}`) {
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      const raw = await readRaw(req);
      const body = method === 'GET' ? Object.fromEntries(url.searchParams) : parseStripeForm(raw);
      try {
        const answer = await api(method, url.pathname, body, req.headers);
        await save();
        send(res, 200, answer, { 'request-id': newId('req'), 'stripe-version': API_VERSION });
      } catch (error) {
        await save();
        if (error instanceof StripeFail) return send(res, error.status, { error: error.body }, { 'request-id': newId('req') });
        log(`fake stripe ${method} ${url.pathname} failed: ${(error as Error).message}`);
        send(res, 500, { error: { type: 'api_error', message: 'Fake Stripe failed.' } });
      }
    })();
  });

  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server.address() as AddressInfo));
  });
  await save();

  return {
    url: `http://127.0.0.1:${address.port}`,
    webhookSecret: state.webhookSecret,
    handleLocal,
    drain: () => delivery,
    async close() {
      await delivery;
      await saving;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
