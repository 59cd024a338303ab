import type { IncomingMessage, ServerResponse } from 'node:http';
import { crossOrigin } from '../schedule-routes';
import { STRIPE_LOCAL_PREFIX } from './constants';
import { readRaw, send, sendHtml } from './http';
import type { TLedgerContext } from './invoices';
import { publicSub } from './objects';
import { renderIndex, renderInvoice } from './pages';
import { newId, nowS, StripeFail, type TCardBehaviour, type TObj } from './state';
import type { TSubscriptions } from './subscriptions';

/** Stripe's test card numbers and what the fake does with them; any other valid-looking number succeeds. */
const TEST_CARD_BEHAVIOUR: Record<string, TCardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000000341': 'charge_fails',
};

/** The local controls under /_local/stripe: the plain card form's confirmation, the pages, renew, end, drain. */
export function createLocalControls(
  { state }: TLedgerContext,
  subscriptions: TSubscriptions,
  io: { save: () => Promise<void>; drain: () => Promise<void> },
) {
  const { findSubscription, endSubscription, renew } = subscriptions;

  function confirm(body: TObj): TObj {
    const secret = String(body.setup_intent_secret ?? '');
    const intent = Object.values(state.setupIntents).find((candidate) => candidate.client_secret === secret);
    if (!intent)
      throw new StripeFail(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'setup_intent_secret',
        message: 'No such setup intent.',
      });
    if (intent.status === 'succeeded')
      throw new StripeFail(400, {
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: 'This SetupIntent has already been confirmed.',
      });
    const number = String(body.number ?? '').replace(/[\s-]/g, '');
    const expMonth = Number(body.exp_month);
    const expYearRaw = Number(body.exp_year);
    const expYear = expYearRaw < 100 ? 2000 + expYearRaw : expYearRaw;
    const cvc = String(body.cvc ?? '');
    if (!/^\d{13,19}$/.test(number))
      throw new StripeFail(402, {
        type: 'card_error',
        code: 'incorrect_number',
        param: 'number',
        message: 'Your card number is incorrect.',
      });
    const today = new Date();
    if (
      !(expMonth >= 1 && expMonth <= 12) ||
      expYear < today.getUTCFullYear() ||
      (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)
    ) {
      throw new StripeFail(402, {
        type: 'card_error',
        code: 'invalid_expiry_year',
        param: 'exp_year',
        message: "Your card's expiration date is invalid.",
      });
    }
    if (!/^\d{3,4}$/.test(cvc))
      throw new StripeFail(402, {
        type: 'card_error',
        code: 'invalid_cvc',
        param: 'cvc',
        message: "Your card's security code is invalid.",
      });
    const behaviour = TEST_CARD_BEHAVIOUR[number] ?? 'succeeds';
    if (behaviour === 'declined') {
      throw new StripeFail(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      });
    }
    const pm = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: nowS(),
      customer: intent.customer as string,
      billing_details: { name: (body.name as string | undefined) ?? null },
      card: {
        brand: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'card',
        last4: number.slice(-4),
        exp_month: expMonth,
        exp_year: expYear,
      },
      behaviour,
    };
    state.paymentMethods[pm.id] = pm;
    intent.status = 'succeeded';
    intent.payment_method = pm.id;
    return { payment_method: pm.id, setup_intent: intent.id, status: 'succeeded' };
  }

  async function handleLocal(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const sub = url.pathname.slice(STRIPE_LOCAL_PREFIX.length) || '/';
    const wantsHtml = String(req.headers.accept ?? '').includes('text/html');
    try {
      if (method === 'GET' && (sub === '/' || sub === '')) return sendHtml(res, 200, renderIndex(state));
      const invoiceMatch = /^\/invoices\/([\w]+)$/.exec(sub);
      if (method === 'GET' && invoiceMatch) {
        const invoice = state.invoices[invoiceMatch[1]!];
        if (!invoice) return sendHtml(res, 404, '<!doctype html><title>Not found</title><p>No such invoice.</p>');
        return sendHtml(res, 200, renderInvoice(state, invoice));
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
        await io.save();
        return send(res, 200, answer);
      }
      if (sub === '/drain') {
        await io.drain();
        return send(res, 200, { drained: true });
      }
      if (sub === '/renew' || sub === '/end') {
        const company = url.searchParams.get('company') ?? '';
        const target = findSubscription(company);
        const answer =
          sub === '/end'
            ? (endSubscription(target), { subscription: publicSub(target) })
            : renew(target, url.searchParams.get('fail') === '1');
        await io.save();
        await io.drain();
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

  return handleLocal;
}
