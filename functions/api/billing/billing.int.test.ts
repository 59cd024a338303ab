import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { describe, expect, it } from 'vitest';
import { BANDS, MSG, PAYMENT_METHOD } from '@skillway/shared';
import { planCost } from '@skillway/shared/rules/billing-cost';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { auditEvents, auditEventsOf } from '../../../test/factories/audit-events';
import {
  CARD,
  confirmCard,
  deliverWebhook,
  drainStripe,
  endSubscription,
  renew,
  signUp,
  stripeEvent,
} from '../../../test/factories/billing';
import { call, login } from '../../../test/factories/http';
import { companyEntity } from '../../core/platform/db/entities/company';
import { keys } from '../../core/platform/db/keys';

const DAY_MS = 86_400_000;

/** Moves a company's trial end (and its place in the trial index) as if it had been registered long ago. */
async function endTrialAt(companyId: string, trialEndsAt: string) {
  await companyEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, trial_ends_at: trialEndsAt, gsi2sk: keys.trialIndexSk(trialEndsAt, companyId) })
    .send();
}

async function status(admin: TRegistered) {
  const result = await call('GET', '/v1/companys/account-status', { token: admin.token });
  expect(result.status).toBe(200);
  return result.body.data;
}

async function transactions(admin: TRegistered) {
  const result = await call('GET', '/v1/payment/transactions', { token: admin.token });
  expect(result.status).toBe(200);
  return result.body.data as Array<Record<string, unknown>>;
}

describe('billing: plan and upgrade costs', () => {
  it('answers the Cost of every band and frequency, as the shared rules compute it', async () => {
    const admin = await registerCompany();
    for (const band of BANDS) {
      for (const paymentMethod of [PAYMENT_METHOD.MONTHLY, PAYMENT_METHOD.ANNUAL]) {
        const plan = await call('POST', '/v1/stripe/get-plan-details', {
          token: admin.token,
          body: { banding: band.id, payment_method: paymentMethod },
        });
        expect(plan.status).toBe(200);
        expect(plan.body.data).toEqual(planCost(band.id, paymentMethod));
        // Without a subscription, upgrade-cost is the new plan's first period.
        const upgrade = await call('POST', '/v1/company/upgrade-cost', {
          token: admin.token,
          body: { banding: String(band.id), payment_method: paymentMethod },
        });
        expect(upgrade.body.data).toEqual(planCost(band.id, paymentMethod));
      }
    }
    const bad = await call('POST', '/v1/stripe/get-plan-details', {
      token: admin.token,
      body: { banding: 9, payment_method: 3 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['banding', 'payment_method']);
  });
});

describe('billing: trial → sign up → upgrade → failed payment → suspension → recovery', () => {
  it('walks the whole journey through the fake Stripe and its webhooks', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;

    const trial = await status(admin);
    expect(trial).toMatchObject({
      state: 1,
      actions: ['sign_up'],
      payment_source_added: false,
      next_payment_date: null,
      banding: 1,
      max_users: 20,
    });
    expect(trial.trial_expired_date).toEqual(expect.any(String));

    // Billing details: saved on the company and the Stripe customer.
    const badDetails = await call('POST', '/v1/stripe/billing-details', {
      token: admin.token,
      body: { name: '', address: { line1: '', city: 'Leeds', postal_code: '' } },
    });
    expect(badDetails.status).toBe(422);
    expect(Object.keys(badDetails.body.errors).sort()).toEqual(['address.line1', 'address.postal_code', 'name']);
    const details = {
      name: 'Ada Factory',
      address: { line1: '1 High Street', city: 'Leeds', state: 'West Yorkshire', postal_code: 'ls1 4ap' },
    };
    const saved = await call('POST', '/v1/stripe/billing-details', { token: admin.token, body: details });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MSG.BILLING_DETAILS_UPDATED);
    const readBack = await call('GET', '/v1/stripe/billing-details', { token: admin.token });
    expect(readBack.body.data).toEqual({ ...details, address: { ...details.address, postal_code: 'LS1 4AP' } });

    // A declined card is refused by the card form; a card whose charge fails is refused by the sign up.
    const declined = await confirmCard(admin.token, CARD.DECLINED);
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ error: { code: 'card_declined' } });
    const failing = await confirmCard(admin.token, CARD.CHARGE_FAILS);
    const refused = await call('POST', '/v1/company/payment', {
      token: admin.token,
      body: { token: failing.paymentMethod, banding: 1, payment_method: 1 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: MSG.PAYMENT_DECLINED, errors: { token: [MSG.PAYMENT_DECLINED] } });
    expect((await status(admin)).state).toBe(1);
    const unknown = await call('POST', '/v1/company/payment', {
      token: admin.token,
      body: { token: 'pm_unknown', banding: 1, payment_method: 1 },
    });
    expect(unknown.status).toBe(422);

    // Sign up: monthly, band 1.
    const signed = await signUp(admin.token, { banding: 1, payment_method: 1 });
    expect(signed.status).toBe(200);
    expect(signed.body.message).toBe(MSG.ACCOUNT_UPGRADED);
    expect(signed.body.data).toMatchObject({
      state: 3,
      actions: ['cancel', 'upgrade'],
      payment_source_added: true,
      trial_expired_date: null,
      payment_method: 1,
    });
    expect(signed.body.data.next_payment_date).toEqual(expect.any(String));
    expect(signed.body.data.subscription_date).toEqual(expect.any(String));
    await drainStripe();
    const payment = await call('GET', '/v1/companys/payment', { token: admin.token });
    expect(payment.body.data).toMatchObject({
      payment_source_added: true,
      card: { brand: 'visa', last4: '4242' },
      subscription_status: 'active',
      next_payment_amount: planCost(1, 1).total,
    });
    const afterSignUp = await transactions(admin);
    expect(afterSignUp).toHaveLength(1);
    expect(afterSignUp[0]).toMatchObject({
      status: 'paid',
      amount: planCost(1, 1).total,
      formatted_amount: `£${planCost(1, 1).total.toFixed(2)}`,
    });
    const invoicePage = await call('GET', new URL(afterSignUp[0]!.invoice_link as string).pathname);
    expect(invoicePage.status).toBe(200);
    expect(String(invoicePage.body)).toContain('Invoice');
    // Signing up again is refused: Change Banding is the way.
    expect((await signUp(admin.token)).status).toBe(422);

    // Upgrade: pro-rata quote, then band 2 at once.
    const quote = await call('POST', '/v1/company/upgrade-cost', { token: admin.token, body: { banding: 2 } });
    expect(quote.body.data.days).toBeGreaterThan(27);
    expect(quote.body.data.net).toBeGreaterThan(0);
    expect(quote.body.data.net).toBeLessThanOrEqual(50);
    const upgraded = await call('POST', '/v1/company/banding', { token: admin.token, body: { banding: 2 } });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.message).toBe(MSG.ACCOUNT_UPGRADED);
    expect(upgraded.body.data).toMatchObject({ banding: 2, max_users: 50, state: 3 });
    await drainStripe();
    expect((await status(admin)).banding).toBe(2);

    // A renewal that succeeds bills the new band plus the pro-rata change.
    const renewal = await renew(companyId);
    expect(renewal.status).toBe(200);
    const renewed = await transactions(admin);
    expect(renewed).toHaveLength(2);
    const renewedInvoice = renewed.find((row) => row.id === renewal.body.invoice.id);
    expect(renewedInvoice).toMatchObject({ status: 'paid' });
    expect(renewedInvoice!.amount as number).toBeGreaterThan(planCost(2, 1).total);

    // A renewal that fails (retries exhausted) suspends the company: only billing rows answer the administrator.
    const failed = await renew(companyId, true);
    expect(failed.status).toBe(200);
    const suspended = await status(admin);
    expect(suspended).toMatchObject({ state: 4, payment_failed: true, actions: ['make_payment'] });
    const openInvoice = () => transactions(admin).then((rows) => rows.find((row) => row.id === failed.body.invoice.id));
    expect(await openInvoice()).toMatchObject({ status: 'open' });
    expect((await call('GET', '/v1/clients', { token: admin.token })).status).toBe(403);

    // Make Payment with a good card: the open invoice is paid, the company is active again.
    const recovered = await signUp(admin.token, { banding: 2, payment_method: 1 });
    expect(recovered.status).toBe(200);
    expect(recovered.body.data).toMatchObject({ state: 3, banding: 2 });
    await drainStripe();
    expect((await status(admin)).state).toBe(3);
    expect(await openInvoice()).toMatchObject({ status: 'paid' });
    expect((await call('GET', '/v1/clients', { token: admin.token })).status).toBe(200);

    // Another company sees none of it.
    const other = await registerCompany();
    expect(await transactions(other)).toEqual([]);
    expect((await status(other)).state).toBe(1);
  });
});

describe('billing: cancel account', () => {
  it('cancels at the end of the period that covers the 30-day notice; the end suspends (Make Payment)', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    expect((await call('GET', '/v1/company/cancel-account', { token: admin.token })).status).toBe(422);
    expect((await signUp(admin.token, { banding: 1, payment_method: 1 })).status).toBe(200);
    await drainStripe();

    const cancelled = await call('GET', '/v1/company/cancel-account', { token: admin.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatch(new RegExp(`^${MSG.ACCOUNT_CANCEL_ON} \\d{2}-\\d{2}-\\d{4}$`));
    expect(cancelled.body.data).toMatchObject({ state: 3, cancel_account: true, actions: [], next_payment_date: null });
    // Monthly: the current period ends within 30 days, so the account runs one more period.
    expect(new Date(cancelled.body.data.cancel_subscription_date).getTime()).toBeGreaterThanOrEqual(
      Date.now() + 30 * DAY_MS,
    );
    await drainStripe();
    expect((await status(admin)).cancel_account).toBe(true);

    expect((await endSubscription(companyId)).status).toBe(200);
    const ended = await status(admin);
    expect(ended).toMatchObject({ state: 4, actions: ['make_payment'], cancel_account: false });
    // Make Payment after the end starts a new subscription.
    const again = await signUp(admin.token, { banding: 1, payment_method: 2 });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ state: 3, payment_method: 2 });
  });
});

describe('billing: banding limits and the payment source', () => {
  it('refuses a band below the user count and removes the card on DELETE /company/payment', async () => {
    const admin = await registerCompany({ banding: 2 });
    expect(
      (await call('POST', '/v1/company/banding', { token: admin.token, body: { banding: 3 } })).body.errors,
    ).toEqual({ banding: [MSG.NO_SUBSCRIPTION] });
    expect((await signUp(admin.token, { banding: 2, payment_method: 2 })).status).toBe(200);
    const { companyEntity } = await import('@skillway/functions/core/platform/db/entities/company');
    const { UpdateItemCommand } = await import('dynamodb-toolbox/entity/actions/update');
    const { inject } = await import('vitest');
    Object.assign(process.env, inject('stackEnv' as never));
    await companyEntity().build(UpdateItemCommand).item({ company_id: admin.user.company_id, total_users: 25 }).send();

    const tooSmall = await call('POST', '/v1/company/banding', { token: admin.token, body: { banding: 1 } });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.errors).toEqual({ banding: [MSG.BAND_TOO_SMALL] });
    expect((await status(admin)).upgrade_options).toEqual([2, 3, 4, 5]);
    const annualQuote = await call('POST', '/v1/company/upgrade-cost', { token: admin.token, body: { banding: 3 } });
    expect(annualQuote.body.data).toMatchObject({ payment_method: 2 });
    expect(annualQuote.body.data.refund).toBeGreaterThan(0);

    const removed = await call('DELETE', '/v1/company/payment', { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: MSG.PAYMENT_SOURCE_REMOVED, data: { payment_source_added: false } });
    expect((await call('GET', '/v1/companys/payment', { token: admin.token })).body.data.card).toBeNull();
  });
});

describe('billing: webhooks', () => {
  it('refuses a bad signature, applies each event once and drives 3 → 4 → 3', async () => {
    const admin = await registerCompany();
    expect((await signUp(admin.token)).status).toBe(200);
    await drainStripe();
    const payment = await call('GET', '/v1/companys/payment', { token: admin.token });
    expect(payment.status).toBe(200);
    const before = await transactions(admin);
    const invoiceLink = before[0]!.invoice_link as string;
    const subscriptionInvoice = await call('GET', new URL(invoiceLink).pathname);
    expect(subscriptionInvoice.status).toBe(200);

    // The customer and subscription ids, as Stripe's events carry them: read through the fake's invoice object.
    const stripeCustomer = (await call('POST', '/v1/stripe/create-customer', { token: admin.token, body: {} })).body
      .data.customer_id as string;
    const invoice = {
      id: `in_test_${Date.now()}`,
      object: 'invoice',
      customer: stripeCustomer,
      status: 'paid',
      total: 1234,
      amount_paid: 1234,
      currency: 'gbp',
      created: Math.floor(Date.now() / 1000),
      hosted_invoice_url: 'https://invoice.stripe.com/i/test',
      description: 'Manual invoice',
      lines: { data: [] },
      next_payment_attempt: null,
      attempt_count: 1,
      parent: null,
    };

    const unsigned = await call('POST', '/v1/stripe/webhook', { body: stripeEvent('invoice.paid', invoice) });
    expect(unsigned.status).toBe(400);
    const wrongSecret = await deliverWebhook(stripeEvent('invoice.paid', invoice), 'whsec_wrong');
    expect(wrongSecret.status).toBe(400);
    expect(await transactions(admin)).toHaveLength(before.length);

    const event = stripeEvent('invoice.paid', invoice);
    const first = await deliverWebhook(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    const second = await deliverWebhook(event);
    expect(second.body).toEqual({ received: true, duplicate: true });
    const after = await transactions(admin);
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((row) => row.id === invoice.id)).toHaveLength(1);

    // Subscription events drive the state: unpaid → 4, active again → 3; an older event never wins.
    const subId = await subscriptionIdOf(admin);
    const sub = (statusName: string) => ({
      id: subId,
      object: 'subscription',
      customer: stripeCustomer,
      status: statusName,
      created: Math.floor(Date.now() / 1000) - 60,
      start_date: Math.floor(Date.now() / 1000) - 60,
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { company_id: admin.user.company_id, banding: '1', payment_method: '1' },
      latest_invoice: null,
      items: {
        data: [
          {
            id: 'si_x',
            current_period_start: Math.floor(Date.now() / 1000),
            current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400,
          },
        ],
      },
    });
    const now = Math.floor(Date.now() / 1000) + 100;
    expect((await deliverWebhook(stripeEvent('customer.subscription.updated', sub('unpaid'), now))).status).toBe(200);
    expect((await status(admin)).state).toBe(4);
    expect((await deliverWebhook(stripeEvent('customer.subscription.updated', sub('active'), now - 50))).status).toBe(
      200,
    );
    expect((await status(admin)).state).toBe(4);
    expect((await deliverWebhook(stripeEvent('customer.subscription.updated', sub('active'), now + 1))).status).toBe(
      200,
    );
    expect((await status(admin)).state).toBe(3);

    // What the verified events changed is the system's in the company's audit log: the invoice, then the states.
    const companyId = admin.user.company_id;
    expect(await auditEventsOf(companyId, first.headers.get('x-request-id'))).toContainEqual(
      expect.objectContaining({ action: 'system.billingEvent', actor_kind: 'system', target_id: invoice.id }),
    );
    const states = (await auditEvents(companyId))
      .filter((event) => event.action === 'system.billingEvent')
      .flatMap((event) => event.pii.changes.filter((change: { field: string }) => change.field === 'state'));
    expect(states).toEqual(expect.arrayContaining([expect.objectContaining({ before: 3, after: 4 })]));
    expect(states).toEqual(expect.arrayContaining([expect.objectContaining({ before: 4, after: 3 })]));
  });
});

/** The company's subscription id: the fake Stripe's renew answer names it (a renewal that changes nothing else here). */
async function subscriptionIdOf(admin: TRegistered): Promise<string> {
  const answer = await call('POST', `/_local/stripe/renew?company=${admin.user.company_id}`);
  expect(answer.status).toBe(200);
  return answer.body.subscription.id as string;
}

describe('billing: a retried payment', () => {
  it('recovers a suspended company when the open invoice is paid on retry (no new invoice)', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    expect((await signUp(admin.token)).status).toBe(200);
    const failed = await renew(companyId, true);
    expect((await status(admin)).state).toBe(4);
    const stillFailing = await renew(companyId, true);
    expect(stillFailing.body.invoice.id).toBe(failed.body.invoice.id);
    expect((await status(admin)).state).toBe(4);
    const retried = await renew(companyId);
    expect(retried.body.invoice).toMatchObject({ id: failed.body.invoice.id, status: 'paid' });
    expect((await status(admin)).state).toBe(3);
    const rows = await transactions(admin);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.status === 'paid')).toBe(true);
  });
});

describe('billing: every product option, from signup to the transactions', () => {
  it.each([
    [1, '3 Month Paid Trial', 1, 'Monthly'],
    [2, '12 Month Contract With Monthly Billing', 1, 'Monthly'],
    [3, '12 Month Contract With Annual Billing', 2, 'Annual'],
  ] as const)(
    'product %i (%s) is stored, shown, billed %s and named on its invoice',
    async (product, name, pm, frequency) => {
      const admin = await registerCompany({ product_option: product, banding: 1 });
      expect(await status(admin)).toMatchObject({
        product_option: product,
        product_description: name,
        payment_method: pm,
        payment_method_description: frequency,
      });
      // The Sign Up panel's breakdown for the company's own frequency.
      const plan = await call('POST', '/v1/stripe/get-plan-details', { token: admin.token, body: { banding: 1 } });
      expect(plan.body.data.total).toBe(planCost(1, pm).total);

      expect((await signUp(admin.token, { banding: 1, payment_method: pm, product_option: product })).status).toBe(200);
      await drainStripe();
      const paying = await status(admin);
      expect(paying).toMatchObject({
        state: 3,
        product_option: product,
        product_description: name,
        payment_method: pm,
      });
      const [row] = await transactions(admin);
      expect(row).toMatchObject({ paid_for: 'Sign up', status: 'paid', amount: planCost(1, pm).total });
      expect(row!.description).toContain(name);
      if (product === 1) {
        // The paid trial ends by itself after three monthly periods: no contract follows unasked.
        expect(paying).toMatchObject({ cancel_account: true, actions: [] });
        const start = new Date(row!.period_start as string);
        const end = new Date(paying.cancel_subscription_date as string);
        expect((end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth()).toBe(3);
      } else {
        expect(paying).toMatchObject({ cancel_account: false, actions: ['cancel', 'upgrade'] });
      }
    },
  );

  it('ends the paid trial after its three months; Make Payment then starts a contract, not another trial', async () => {
    const admin = await registerCompany({ product_option: 1, banding: 1 });
    const companyId = admin.user.company_id;
    expect((await signUp(admin.token, { banding: 1, payment_method: 1, product_option: 1 })).status).toBe(200);
    expect((await renew(companyId)).body.invoice).toMatchObject({ status: 'paid' });
    expect((await renew(companyId)).body.invoice).toMatchObject({ status: 'paid' });
    // The third period was the last: the next renewal ends the subscription.
    expect((await renew(companyId)).body.invoice).toBeNull();
    await drainStripe();
    expect(await status(admin)).toMatchObject({
      state: 4,
      suspension_reason: 'subscription_ended',
      actions: ['make_payment'],
    });
    expect((await transactions(admin)).map((row) => row.paid_for)).toEqual(['Renewal', 'Renewal', 'Sign up']);

    const again = await signUp(admin.token, { banding: 1, payment_method: 1, product_option: 1 });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ product_option: [MSG.PAID_TRIAL_TAKEN] });
    const contract = await signUp(admin.token, { banding: 1, payment_method: 2, product_option: 3 });
    expect(contract.status).toBe(200);
    expect(contract.body.data).toMatchObject({ state: 3, product_option: 3, payment_method: 2, cancel_account: false });
  });
});

describe('billing: renewals, periods and one charge per invoice', () => {
  it('names what each invoice paid for and its period; a renewal moves Next Payment Date; recovery adds no row', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    expect((await signUp(admin.token, { banding: 1, payment_method: PAYMENT_METHOD.ANNUAL })).status).toBe(200);
    await drainStripe();
    const first = await status(admin);
    const [signUpRow] = await transactions(admin);
    expect(signUpRow).toMatchObject({ paid_for: 'Sign up', status: 'paid', period_end: first.next_payment_date });
    expect(signUpRow!.formatted_period).toMatch(/^\d\d-\d\d-\d{4} to \d\d-\d\d-\d{4}$/);

    // The renewal bills the period after the current one (the fake bills it now, ahead of its time) and fails.
    const failed = await renew(companyId, true);
    expect(failed.status).toBe(200);
    await drainStripe();
    expect(await status(admin)).toMatchObject({ state: 4, suspension_reason: 'payment_failed' });
    const renewalRow = (await transactions(admin)).find((row) => row.id === failed.body.invoice.id);
    expect(renewalRow).toMatchObject({ paid_for: 'Renewal', status: 'open', period_start: first.next_payment_date });
    expect(renewalRow!.formatted_period).not.toBe(signUpRow!.formatted_period);

    // Make Payment, sent twice at once with one card (a double click): the open invoice is charged once.
    const card = await confirmCard(admin.token, CARD.OK);
    const body = { token: card.paymentMethod, banding: 1, payment_method: PAYMENT_METHOD.ANNUAL };
    const answers = await Promise.all([
      call('POST', '/v1/company/payment', { token: admin.token, body }),
      call('POST', '/v1/company/payment', { token: admin.token, body }),
    ]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    for (const answer of answers) expect([200, 422]).toContain(answer.status);
    await drainStripe();
    const recovered = await status(admin);
    expect(recovered).toMatchObject({ state: 3, suspension_reason: null });
    // Next Payment Date moved on to the end of the renewed period.
    expect(recovered.next_payment_date).toBe(renewalRow!.period_end);
    expect(recovered.next_payment_date).not.toBe(first.next_payment_date);
    const rows = await transactions(admin);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => [row.paid_for, row.status])).toEqual([
      ['Renewal', 'paid'],
      ['Sign up', 'paid'],
    ]);
    // Paying again is refused: nothing is owed.
    expect((await signUp(admin.token)).status).toBe(422);
    expect(await transactions(admin)).toHaveLength(2);
  });

  it('starts one subscription when a sign up is sent twice at once with one card', async () => {
    const admin = await registerCompany();
    const card = await confirmCard(admin.token, CARD.OK);
    const body = { token: card.paymentMethod, banding: 1, payment_method: PAYMENT_METHOD.MONTHLY };
    const answers = await Promise.all([
      call('POST', '/v1/company/payment', { token: admin.token, body }),
      call('POST', '/v1/company/payment', { token: admin.token, body }),
    ]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    await drainStripe();
    const rows = await transactions(admin);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paid_for: 'Sign up', status: 'paid', amount: planCost(1, 1).total });
  });
});

describe('billing: the trial expiry schedule', () => {
  it('expires an unpaid trial (1 → 2, Sign Up) and leaves a paying company alone', async () => {
    const paying = await registerCompany();
    const unpaid = await registerCompany();
    expect((await signUp(paying.token)).status).toBe(200);
    // The unpaid trial ended yesterday; the run keeps today's clock, so no other company of the stack (the demo's
    // trial) is expired by this test. The paying company left the trial index when it signed up.
    await endTrialAt(unpaid.user.company_id, new Date(Date.now() - DAY_MS).toISOString());
    const run = await call('POST', '/_local/schedules/expire-trials');
    expect(run.status).toBe(200);
    expect(await status(unpaid)).toMatchObject({ state: 2, actions: ['sign_up'] });
    expect(await status(paying)).toMatchObject({ state: 3, trial_expired_date: null });
    // Signing up from the expired trial works too (the account-status and payment rows are open while suspended).
    expect((await signUp(unpaid.token)).body.data).toMatchObject({ state: 3 });
  });
});

describe('billing: who may call', () => {
  it('refuses learners and managers', async () => {
    const learner = await login('learner1@demo-ltd.test', 'Learner!Pass1');
    const manager = await login('manager@demo-ltd.test', 'Manager!Pass1');
    for (const token of [learner.token, manager.token]) {
      expect((await call('GET', '/v1/companys/account-status', { token })).status).toBe(403);
      expect((await call('GET', '/v1/payment/transactions', { token })).status).toBe(403);
      expect((await call('POST', '/v1/company/banding', { token, body: { banding: 2 } })).status).toBe(403);
    }
  });
});
