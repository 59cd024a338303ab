import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TInvoicing, TLedgerContext } from './invoices';
import { publicPm, publicSub } from './objects';
import { getOrFail as get, newId, nowS, StripeFail, type TObj } from './state';
import type { TSubscriptions } from './subscriptions';

/**
 * The REST endpoints the Stripe adapter (functions/core/platform/payments/stripe-gateway.ts) calls through
 * stripe-node, at stripe-node's paths: `/v1/<resource>[/<id>[/<action>]]`, bodies already parsed from its form
 * encoding, the `Idempotency-Key` header honoured where a repeat would charge or create twice.
 */
export function createStripeApi({ state }: TLedgerContext, invoicing: TInvoicing, subscriptions: TSubscriptions) {
  const { payInvoice } = invoicing;
  const { createSubscription, updateSubscription, endSubscription } = subscriptions;

  async function api(method: string, path: string, body: TObj, headers: IncomingMessage['headers']): Promise<unknown> {
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    const [, resource, id, action] = parts;
    if (parts[0] !== 'v1' || !resource)
      throw new StripeFail(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path})`,
      });

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
          const pm = get(
            state.paymentMethods,
            settings.default_payment_method,
            'invoice_settings[default_payment_method]',
          );
          if (pm.customer !== customer.id) {
            throw new StripeFail(400, {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'invoice_settings[default_payment_method]',
              message: 'The payment method is not attached to this customer.',
            });
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
        if (pm.behaviour === 'declined')
          throw new StripeFail(402, {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          });
        pm.customer = customer.id;
        return publicPm(pm);
      }
      if (method === 'POST' && action === 'detach') {
        for (const customer of Object.values(state.customers)) {
          const settings = customer.invoice_settings as { default_payment_method: string | null };
          if (customer.id === pm.customer && settings.default_payment_method === pm.id)
            settings.default_payment_method = null;
        }
        pm.customer = null;
        return publicPm(pm);
      }
    }

    if (resource === 'products') {
      if (method === 'POST' && !id) {
        const productId = String(body.id ?? newId('prod'));
        if (state.products[productId])
          throw new StripeFail(400, {
            type: 'invalid_request_error',
            code: 'resource_already_exists',
            message: 'Product already exists.',
          });
        state.products[productId] = {
          id: productId,
          object: 'product',
          name: body.name ?? '',
          active: true,
          created: nowS(),
        };
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

    throw new StripeFail(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path})`,
    });
  }

  return api;
}
