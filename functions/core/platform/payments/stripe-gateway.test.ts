import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentDeclinedError, WebhookSignatureError, type TPaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';
import { STRIPE_API_VERSION } from './stripe-sdk';
import { signTestWebhook } from './stripe-signature';

/**
 * The stripe-node adapter against a local HTTP server answering with Stripe-shaped JSON fixtures (./fixtures):
 * checks what the adapter sends (method, path, form fields, idempotency keys) and how it reads Stripe's answers
 * and errors.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');

interface TSeen {
  method: string;
  path: string;
  form: URLSearchParams;
  raw: string;
  headers: Record<string, string | string[] | undefined>;
}

const SECRET = 'whsec_fixture_secret';
let server: Server;
let gateway: TPaymentGateway;
let seen: TSeen[] = [];
/** `METHOD path` → [status, fixture name]; unlisted requests answer 404 resource_missing. */
let routes: Record<string, [number, string]> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        form: new URLSearchParams(Buffer.concat(chunks).toString()),
        raw: Buffer.concat(chunks).toString(),
        headers: req.headers,
      });
      const route = routes[`${req.method} ${url.pathname}`];
      res.writeHead(route?.[0] ?? 404, { 'content-type': 'application/json', 'request-id': 'req_fixture' });
      res.end(
        route
          ? fixture(route[1])
          : JSON.stringify({
              error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' },
            }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  gateway = createStripeGateway({
    secretKey: 'sk_test_fixture',
    webhookSecret: SECRET,
    apiUrl: `http://127.0.0.1:${port}`,
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  routes = {};
});

describe('stripe gateway (recorded-shape fixtures)', () => {
  it('creates a customer with the company id as metadata and idempotency key', async () => {
    routes = { 'POST /v1/customers': [200, 'customer'] };
    expect(
      await gateway.createCustomer({ companyId: 'company-fixture', companyName: 'Fixture Ltd', name: 'Ada Fixture' }),
    ).toEqual({ id: 'cus_TestFixture01' });
    expect(seen[0]!.form.get('metadata[company_id]')).toBe('company-fixture');
    expect(seen[0]!.form.get('metadata[company_name]')).toBe('Fixture Ltd');
    expect(seen[0]!.form.get('name')).toBe('Ada Fixture');
    expect(seen[0]!.headers['idempotency-key']).toBe('customer-company-fixture');
    expect(seen[0]!.headers.authorization).toBe('Bearer sk_test_fixture');
    expect(seen[0]!.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(seen[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('keys every other POST with a fresh idempotency key, and GETs with none', async () => {
    routes = { 'POST /v1/setup_intents': [200, 'setup-intent'], 'GET /v1/invoices/in_TestFixture01': [200, 'invoice'] };
    await gateway.createSetupIntent('cus_TestFixture01');
    await gateway.createSetupIntent('cus_TestFixture01');
    await gateway.retrieveInvoice('in_TestFixture01');
    const [first, second, read] = seen.map((s) => s.headers['idempotency-key']);
    expect(first).toMatch(/^stripe-node-retry-[0-9a-f-]{36}$/);
    expect(second).toMatch(/^stripe-node-retry-/);
    expect(second).not.toBe(first);
    expect(read).toBeUndefined();
  });

  it('retries once on a 5xx with the same idempotency key, and maps the second failure to an error', async () => {
    routes = { 'POST /v1/setup_intents': [500, 'card-declined'] };
    await expect(gateway.createSetupIntent('cus_TestFixture01')).rejects.toMatchObject({ statusCode: 500 });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers['idempotency-key']).toBe(seen[0]!.headers['idempotency-key']);
    seen = [];
    routes = {};
    await expect(gateway.retrieveInvoice('in_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    expect(seen).toHaveLength(1);
  });

  it('creates a SetupIntent for off-session use', async () => {
    routes = { 'POST /v1/setup_intents': [200, 'setup-intent'] };
    expect(await gateway.createSetupIntent('cus_TestFixture01')).toEqual({
      id: 'seti_TestFixture01',
      client_secret: 'seti_TestFixture01_secret_abc123',
    });
    expect(seen[0]!.form.get('usage')).toBe('off_session');
  });

  it('makes an attached payment method the default and reads its card', async () => {
    routes = {
      'GET /v1/payment_methods/pm_TestFixture01': [200, 'payment-method'],
      'POST /v1/customers/cus_TestFixture01': [200, 'customer'],
    };
    const card = await gateway.setDefaultPaymentMethod('cus_TestFixture01', 'pm_TestFixture01');
    expect(card).toEqual({
      payment_method_id: 'pm_TestFixture01',
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/payment_methods/pm_TestFixture01',
      'POST /v1/customers/cus_TestFixture01',
    ]);
    expect(seen[1]!.form.get('invoice_settings[default_payment_method]')).toBe('pm_TestFixture01');
  });

  it('deletes a customer (Stripe ends its subscriptions), and a customer already gone is not an error', async () => {
    routes = { 'DELETE /v1/customers/cus_TestFixture01': [200, 'customer-deleted'] };
    await gateway.deleteCustomer('cus_TestFixture01');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /v1/customers/cus_TestFixture01']);
    routes = {};
    await expect(gateway.deleteCustomer('cus_gone')).resolves.toBeUndefined();
  });

  it('turns an unknown payment method into a decline', async () => {
    routes = {};
    await expect(gateway.setDefaultPaymentMethod('cus_TestFixture01', 'pm_missing')).rejects.toBeInstanceOf(
      PaymentDeclinedError,
    );
  });

  it('creates a subscription with inline price data, charged now, and maps it', async () => {
    routes = {
      'GET /v1/products/skillway_subscription': [200, 'product'],
      'POST /v1/subscriptions': [200, 'subscription'],
    };
    const sub = await gateway.createSubscription({
      customerId: 'cus_TestFixture01',
      companyId: 'company-fixture',
      paymentMethodId: 'pm_TestFixture01',
      plan: { banding: 1, payment_method: 1, amount: 5880, interval: 'month', description: 'Band 1 monthly' },
    });
    const form = seen.find((s) => s.path === '/v1/subscriptions')!.form;
    expect(Object.fromEntries(form)).toMatchObject({
      customer: 'cus_TestFixture01',
      'items[0][price_data][currency]': 'gbp',
      'items[0][price_data][product]': 'skillway_subscription',
      'items[0][price_data][unit_amount]': '5880',
      'items[0][price_data][recurring][interval]': 'month',
      default_payment_method: 'pm_TestFixture01',
      payment_behavior: 'error_if_incomplete',
      'metadata[company_id]': 'company-fixture',
      'metadata[banding]': '1',
      'metadata[payment_method]': '1',
    });
    // A repeated sign up with the same card and plan (a retried request, a double click) starts one subscription.
    expect(seen.find((s) => s.path === '/v1/subscriptions')!.headers['idempotency-key']).toBe(
      'subscription-company-fixture-pm_TestFixture01-1-1',
    );
    expect(sub).toEqual({
      id: 'sub_TestFixture01',
      customer_id: 'cus_TestFixture01',
      status: 'active',
      created: 1780000003,
      current_period_start: 1780000003,
      current_period_end: 1782592003,
      cancel_at_period_end: false,
      cancel_at: null,
      company_id: 'company-fixture',
      banding: 1,
      payment_method: 1,
      latest_invoice_id: 'in_TestFixture01',
    });
  });

  it('creates the product when it is missing, once', async () => {
    const fresh = createStripeGateway({
      secretKey: 'sk_test_fixture',
      webhookSecret: SECRET,
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    routes = { 'POST /v1/products': [200, 'product'], 'POST /v1/subscriptions': [200, 'subscription'] };
    const plan = { banding: 1, payment_method: 1, amount: 5880, interval: 'month' as const, description: 'x' };
    await fresh.createSubscription({
      customerId: 'cus_TestFixture01',
      companyId: 'c',
      paymentMethodId: 'pm_TestFixture01',
      plan,
    });
    await fresh.createSubscription({
      customerId: 'cus_TestFixture01',
      companyId: 'c',
      paymentMethodId: 'pm_TestFixture01',
      plan,
    });
    expect(seen.filter((s) => s.path.startsWith('/v1/products')).map((s) => s.method)).toEqual(['GET', 'POST']);
  });

  it('maps a declined first charge to PaymentDeclinedError', async () => {
    routes = {
      'GET /v1/products/skillway_subscription': [200, 'product'],
      'POST /v1/subscriptions': [402, 'card-declined'],
    };
    await expect(
      gateway.createSubscription({
        customerId: 'cus_TestFixture01',
        companyId: 'c',
        paymentMethodId: 'pm_TestFixture01',
        plan: { banding: 1, payment_method: 1, amount: 5880, interval: 'month', description: 'x' },
      }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
  });

  it('changes the band on the existing item with proration, and cancels at period end', async () => {
    routes = {
      'GET /v1/products/skillway_subscription': [200, 'product'],
      'GET /v1/subscriptions/sub_TestFixture01': [200, 'subscription'],
      'POST /v1/subscriptions/sub_TestFixture01': [200, 'subscription'],
    };
    await gateway.updateSubscription('sub_TestFixture01', {
      banding: 2,
      payment_method: 1,
      amount: 11880,
      interval: 'month',
      description: 'Band 2',
    });
    const update = seen.find((s) => s.method === 'POST' && s.path === '/v1/subscriptions/sub_TestFixture01')!.form;
    expect(update.get('items[0][id]')).toBe('si_TestFixture01');
    expect(update.get('items[0][price_data][unit_amount]')).toBe('11880');
    expect(update.get('proration_behavior')).toBe('create_prorations');
    expect(update.get('metadata[banding]')).toBe('2');
    seen = [];
    await gateway.cancelAtPeriodEnd('sub_TestFixture01');
    expect(seen[0]!.form.get('cancel_at_period_end')).toBe('true');
    seen = [];
    await gateway.cancelAt('sub_TestFixture01', 1790000000);
    expect(Object.fromEntries(seen[0]!.form)).toEqual({ cancel_at: '1790000000', proration_behavior: 'none' });
  });

  it('pays an invoice and reads it, subscription from its parent', async () => {
    routes = { 'POST /v1/invoices/in_TestFixture01/pay': [200, 'invoice'] };
    const invoice = await gateway.payInvoice('in_TestFixture01', 'pm_TestFixture01');
    expect(seen[0]!.form.get('payment_method')).toBe('pm_TestFixture01');
    expect(invoice).toEqual({
      id: 'in_TestFixture01',
      customer_id: 'cus_TestFixture01',
      subscription_id: 'sub_TestFixture01',
      status: 'paid',
      total: 5880,
      amount_paid: 5880,
      currency: 'gbp',
      created: 1780000003,
      hosted_invoice_url: 'https://invoice.stripe.com/i/acct_test/test_fixture01',
      description: '1 × Skillway subscription (at £58.80 / month)',
      next_payment_attempt: null,
      attempt_count: 1,
      period_start: 1780000003,
      period_end: 1782592003,
      billing_reason: 'subscription_create',
    });
    // One charge per invoice and card: a repeated call carries the same idempotency key.
    expect(seen[0]!.headers['idempotency-key']).toBe('pay-in_TestFixture01-pm_TestFixture01');
  });

  it('pins the API version and sends GET and DELETE without a body', async () => {
    routes = {
      'GET /v1/invoices/in_TestFixture01': [200, 'invoice'],
      'DELETE /v1/customers/cus_TestFixture01': [200, 'customer-deleted'],
    };
    await gateway.retrieveInvoice('in_TestFixture01');
    await gateway.deleteCustomer('cus_TestFixture01');
    expect(seen.map((s) => [s.headers['stripe-version'], s.raw])).toEqual([
      [STRIPE_API_VERSION, ''],
      [STRIPE_API_VERSION, ''],
    ]);
  });

  it('accepts stripe-node signatures, and stripe-node accepts ours', () => {
    const payload = fixture('event-invoice-payment-failed');
    const stripeNode = new Stripe('sk_test_x');
    expect(
      gateway.constructEvent(payload, stripeNode.webhooks.generateTestHeaderString({ payload, secret: SECRET })).id,
    ).toBe('evt_TestFixture01');
    expect(stripeNode.webhooks.constructEvent(payload, signTestWebhook(payload, SECRET), SECRET).id).toBe(
      'evt_TestFixture01',
    );
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(() =>
      gateway.constructEvent(
        payload,
        stripeNode.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: old }),
      ),
    ).toThrow(WebhookSignatureError);
    expect(() => stripeNode.webhooks.constructEvent(payload, signTestWebhook(payload, SECRET, old), SECRET)).toThrow();
    const twoSecrets = `${signTestWebhook(payload, 'whsec_old')},v1=${signTestWebhook(payload, SECRET).split('v1=')[1]}`;
    expect(gateway.constructEvent(payload, twoSecrets).id).toBe('evt_TestFixture01');
    expect(() => gateway.constructEvent(payload, `t=${Math.floor(Date.now() / 1000)},v0=abc`)).toThrow(
      WebhookSignatureError,
    );
    expect(() => gateway.constructEvent('not json', signTestWebhook('not json', SECRET))).toThrow(
      WebhookSignatureError,
    );
  });

  it('verifies webhook signatures made by signTestWebhook and refuses others', () => {
    const payload = fixture('event-invoice-payment-failed');
    const event = gateway.constructEvent(payload, signTestWebhook(payload, SECRET));
    expect(event).toMatchObject({
      id: 'evt_TestFixture01',
      type: 'invoice',
      name: 'invoice.payment_failed',
      created: 1782592100,
    });
    expect(event.type === 'invoice' && event.invoice).toMatchObject({
      status: 'open',
      next_payment_attempt: null,
      subscription_id: 'sub_TestFixture01',
      total: 5880,
    });
    expect(() => gateway.constructEvent(payload, signTestWebhook(payload, 'whsec_other'))).toThrow(
      WebhookSignatureError,
    );
    expect(() => gateway.constructEvent(payload.replace('5880', '1'), signTestWebhook(payload, SECRET))).toThrow(
      WebhookSignatureError,
    );
    expect(() => gateway.constructEvent(payload, undefined)).toThrow(WebhookSignatureError);
    const old = signTestWebhook(payload, SECRET, Math.floor(Date.now() / 1000) - 3600);
    expect(() => gateway.constructEvent(payload, old)).toThrow(WebhookSignatureError);
  });
});
