import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TGatewayEvent } from '@skillway/functions/core/platform/payments/payment-gateway';
import { createStripeGateway } from '@skillway/functions/core/platform/payments/stripe-gateway';
import { LOCAL_STRIPE_SECRET_KEY, STRIPE_LOCAL_PREFIX, startFakeStripe, type TFakeStripe } from './fake-stripe';

/**
 * The fake Stripe driven by the real Stripe adapter (stripe-node): its objects, the local card form, its signed webhooks
 * (verified here with the adapter's constructEvent) and its state file across a restart.
 */
let dir: string;
let fake: TFakeStripe;
let app: Server;
let appUrl: string;
const received: TGatewayEvent[] = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fake-stripe-'));
  // The "local product": the webhook endpoint (verifies and records) and /_local/stripe routed to the fake.
  app = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname.startsWith(STRIPE_LOCAL_PREFIX)) {
      void fake.handleLocal(req, res, url);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const gateway = createStripeGateway({
        secretKey: LOCAL_STRIPE_SECRET_KEY,
        webhookSecret: fake.webhookSecret,
        apiUrl: fake.url,
      });
      try {
        received.push(
          gateway.constructEvent(Buffer.concat(chunks).toString(), req.headers['stripe-signature'] as string),
        );
        res.writeHead(200).end('{}');
      } catch {
        res.writeHead(400).end('{}');
      }
    });
  });
  appUrl = await listen(app);
  fake = await startFakeStripe({ stateFile: join(dir, 'stripe.json'), appUrl });
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => app.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

async function confirm(secret: string, number: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${appUrl}${STRIPE_LOCAL_PREFIX}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      setup_intent_secret: secret,
      number,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 1,
      cvc: '123',
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { payment_method?: string; error?: { code: string } },
  };
}

describe('fake Stripe', () => {
  it('refuses another API key', async () => {
    const response = await fetch(`${fake.url}/v1/customers`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_wrong' },
    });
    expect(response.status).toBe(401);
  });

  it('refuses another API version than the one the gateway pins', async () => {
    const headers = { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}`, 'stripe-version': '2020-08-27' };
    const response = await fetch(`${fake.url}/v1/customers`, { method: 'POST', headers });
    expect(response.status).toBe(400);
  });

  it('runs the sign-up flow through the Stripe adapter and signs its webhooks', async () => {
    const gateway = createStripeGateway({
      secretKey: LOCAL_STRIPE_SECRET_KEY,
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
    });
    const { id: customerId } = await gateway.createCustomer({ companyId: 'c-1', companyName: 'Fake Ltd', name: 'Ada' });
    // The idempotency key gives the same customer again.
    expect((await gateway.createCustomer({ companyId: 'c-1', companyName: 'Fake Ltd', name: 'Ada' })).id).toBe(
      customerId,
    );

    const declinedIntent = await gateway.createSetupIntent(customerId);
    expect(await confirm(declinedIntent.client_secret, '4000 0000 0000 0002')).toMatchObject({
      status: 402,
      body: { error: { code: 'card_declined' } },
    });
    expect(
      (await confirm(declinedIntent.client_secret, '4242424242424242', { origin: 'https://elsewhere.example' })).status,
    ).toBe(403);

    const intent = await gateway.createSetupIntent(customerId);
    const confirmed = await confirm(intent.client_secret, '4242 4242 4242 4242');
    expect(confirmed.status).toBe(200);
    const card = await gateway.setDefaultPaymentMethod(customerId, confirmed.body.payment_method!);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' });

    const plan = {
      banding: 1,
      payment_method: 1,
      amount: 5880,
      interval: 'month' as const,
      description: 'Band 1 monthly',
    };
    const sub = await gateway.createSubscription({
      customerId,
      companyId: 'c-1',
      plan,
      paymentMethodId: card.payment_method_id,
    });
    expect(sub).toMatchObject({
      status: 'active',
      company_id: 'c-1',
      banding: 1,
      payment_method: 1,
      customer_id: customerId,
    });
    expect(sub.current_period_end).toBeGreaterThan(sub.current_period_start + 27 * 86_400);

    await fake.drain();
    expect(received.map((event) => event.name)).toEqual([
      'invoice.finalized',
      'invoice.paid',
      'customer.subscription.created',
    ]);
    const paid = received[1]!;
    expect(paid.type === 'invoice' && paid.invoice).toMatchObject({
      status: 'paid',
      total: 5880,
      subscription_id: sub.id,
      customer_id: customerId,
    });

    // Band change: prorated onto the next renewal's invoice.
    await gateway.updateSubscription(sub.id, { ...plan, banding: 2, amount: 11880 });
    const renewal = await fetch(`${appUrl}${STRIPE_LOCAL_PREFIX}/renew?company=Fake%20Ltd`, { method: 'POST' });
    const renewed = (await renewal.json()) as { invoice: { total: number; status: string } };
    expect(renewed.invoice.status).toBe('paid');
    expect(renewed.invoice.total).toBeGreaterThan(11880);
    expect(renewed.invoice.total).toBeLessThanOrEqual(11880 + 6000);
  });

  // The clock pinned on the instants where month arithmetic overflows (setUTCMonth gave 3 March and 1 March 2029).
  it.each([
    ['on 31 January', '2027-01-31T09:30:00.000Z', 'month', '2027-02-28T09:30:00.000Z'],
    ['on a leap day', '2028-02-29T10:00:00.000Z', 'year', '2029-02-28T10:00:00.000Z'],
  ] as const)(
    'bills a period begun %s to the end of the shorter month, as Stripe does',
    async (when, now, interval, end) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(now));
      const gateway = createStripeGateway({
        secretKey: LOCAL_STRIPE_SECRET_KEY,
        webhookSecret: fake.webhookSecret,
        apiUrl: fake.url,
      });
      const companyId = `c-${interval}`;
      const { id: customerId } = await gateway.createCustomer({ companyId, companyName: `Fake ${when}`, name: 'Ada' });
      const intent = await gateway.createSetupIntent(customerId);
      const confirmed = await confirm(intent.client_secret, '4242 4242 4242 4242');
      const card = await gateway.setDefaultPaymentMethod(customerId, confirmed.body.payment_method!);
      const plan = {
        banding: 1,
        payment_method: interval === 'year' ? 2 : 1,
        amount: 5880,
        interval,
        description: 'Band 1',
      };
      const sub = await gateway.createSubscription({
        customerId,
        companyId,
        plan,
        paymentMethodId: card.payment_method_id,
      });
      expect(new Date(sub.current_period_start * 1000).toISOString()).toBe(now);
      expect(new Date(sub.current_period_end * 1000).toISOString()).toBe(end);
    },
  );

  it('renews the period after the current one, on the billing anchor day (31 January → 28 February → 31 March)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-31T09:30:00.000Z'));
    const gateway = createStripeGateway({
      secretKey: LOCAL_STRIPE_SECRET_KEY,
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
    });
    const companyId = 'c-anchor';
    const { id: customerId } = await gateway.createCustomer({ companyId, companyName: 'Fake Anchor Ltd', name: 'Ada' });
    const intent = await gateway.createSetupIntent(customerId);
    const confirmed = await confirm(intent.client_secret, '4242 4242 4242 4242');
    const card = await gateway.setDefaultPaymentMethod(customerId, confirmed.body.payment_method!);
    const plan = { banding: 1, payment_method: 1, amount: 5880, interval: 'month' as const, description: 'Band 1' };
    await gateway.createSubscription({ customerId, companyId, plan, paymentMethodId: card.payment_method_id });
    const periods: string[] = [];
    for (let renewal = 0; renewal < 2; renewal += 1) {
      const answer = await fetch(`${appUrl}${STRIPE_LOCAL_PREFIX}/renew?company=${companyId}`, { method: 'POST' });
      const { subscription } = (await answer.json()) as {
        subscription: { items: { data: { current_period_start: number; current_period_end: number }[] } };
      };
      const item = subscription.items.data[0]!;
      periods.push(
        `${new Date(item.current_period_start * 1000).toISOString().slice(0, 10)}/${new Date(item.current_period_end * 1000).toISOString().slice(0, 10)}`,
      );
    }
    // Billed now, for the periods that follow the first: the next payment date moves on with each renewal.
    expect(periods).toEqual(['2027-02-28/2027-03-31', '2027-03-31/2027-04-30']);
  });

  it('keeps its objects in the state file across a restart', async () => {
    const again = await startFakeStripe({ stateFile: join(dir, 'stripe.json'), appUrl });
    try {
      expect(again.webhookSecret).toBe(fake.webhookSecret);
      const gateway = createStripeGateway({
        secretKey: LOCAL_STRIPE_SECRET_KEY,
        webhookSecret: again.webhookSecret,
        apiUrl: again.url,
      });
      const first = received.find((event) => event.type === 'subscription');
      const subId = first && first.type === 'subscription' ? first.subscription.id : '';
      expect((await gateway.retrieveSubscription(subId)).banding).toBe(2);
    } finally {
      await again.close();
    }
  });
});
