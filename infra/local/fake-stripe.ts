/**
 * The local fake Stripe: just the REST endpoints the Stripe adapter
 * (functions/core/platform/payments/stripe-gateway.ts) calls through stripe-node, with Stripe's object shapes and
 * error shapes, so the same adapter and SDK run locally with no internet (stripe-node reaches it by its
 * host/port/protocol options, from STRIPE_API_URL). It keeps its objects in DATA_DIR/stripe.json and sends itself signed
 * webhooks (Stripe-Signature made by stripe-node's test helper: payments/stripe-signature.ts) to the local API's
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
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRIPE_API_VERSION } from '@skillway/functions/core/platform/payments/stripe-sdk';
import { createStripeApi } from './fake-stripe/api';
import { LOCAL_STRIPE_SECRET_KEY, STRIPE_LOCAL_PREFIX } from './fake-stripe/constants';
import { parseStripeForm, readRaw, send } from './fake-stripe/http';
import { createInvoicing, type TLedgerContext } from './fake-stripe/invoices';
import { createLocalControls } from './fake-stripe/local-controls';
import { loadFakeState, newId, stateSaver, StripeFail } from './fake-stripe/state';
import { createSubscriptions } from './fake-stripe/subscriptions';
import { webhookSender } from './fake-stripe/webhooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

export { LOCAL_STRIPE_SECRET_KEY, STRIPE_LOCAL_PREFIX };

export interface TFakeStripeOptions {
  /** DATA_DIR/stripe.json */
  stateFile: string;
  /** The local product's origin: hosted invoice pages and the webhook target live there. */
  appUrl: string;
  log?: (line: string) => void;
}

export interface TFakeStripe {
  /** `http://127.0.0.1:<port>`: STRIPE_API_URL, stripe-node's host, port and protocol. */
  url: string;
  webhookSecret: string;
  /** Serves `/_local/stripe/*` (the local adapter routes them here). */
  handleLocal(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** Resolves when every webhook queued so far has been delivered (or given up). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A request as Stripe would refuse it: another key than the local one, or another API version than the one the
 * gateway pins (stripe-node sends `Stripe-Version` on every request; a mismatch means the fake's shapes are stale).
 */
function refusal(req: IncomingMessage): { status: number; message: string } | undefined {
  if (req.headers.authorization !== `Bearer ${LOCAL_STRIPE_SECRET_KEY}`)
    return { status: 401, message: 'Invalid API Key provided.' };
  const version = req.headers['stripe-version'];
  if (version !== STRIPE_API_VERSION) {
    return {
      status: 400,
      message: `The fake Stripe speaks API version ${STRIPE_API_VERSION}, not '${String(version)}'.`,
    };
  }
  return undefined;
}

export async function startFakeStripe(options: TFakeStripeOptions, port = 0): Promise<TFakeStripe> {
  const state = await loadFakeState(options.stateFile);
  const log = options.log ?? (() => undefined);
  const save = stateSaver(state, options.stateFile);
  const webhooks = webhookSender({ appUrl: options.appUrl, secret: () => state.webhookSecret, log });
  const context: TLedgerContext = {
    state,
    emit: webhooks.emit,
    invoicePage: (id) => `${options.appUrl}${STRIPE_LOCAL_PREFIX}/invoices/${id}`,
  };
  const invoicing = createInvoicing(context);
  const subscriptions = createSubscriptions(context, invoicing);
  const api = createStripeApi(context, invoicing, subscriptions);
  const handleLocal = createLocalControls(context, subscriptions, { save, drain: webhooks.drain });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const method = (req.method ?? 'GET').toUpperCase();
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const refused = refusal(req);
      if (refused)
        return send(res, refused.status, { error: { type: 'invalid_request_error', message: refused.message } });
      const raw = await readRaw(req);
      // stripe-node sends a GET's and a DELETE's parameters in the query string, a POST's as its form body.
      const body = method === 'POST' ? parseStripeForm(raw) : parseStripeForm(url.search.slice(1));
      try {
        const answer = await api(method, url.pathname, body, req.headers);
        await save();
        send(res, 200, answer, { 'request-id': newId('req'), 'stripe-version': STRIPE_API_VERSION });
      } catch (error) {
        await save();
        if (error instanceof StripeFail)
          return send(res, error.status, { error: error.body }, { 'request-id': newId('req') });
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
    drain: webhooks.drain,
    async close() {
      await webhooks.drain();
      await save();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
