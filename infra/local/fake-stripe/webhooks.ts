import { STRIPE_API_VERSION } from '@skillway/functions/core/platform/payments/stripe-sdk';
import { signTestWebhook } from '@skillway/functions/core/platform/payments/stripe-signature';
import { newId, nowS, type TObj } from './state';

export interface TWebhookSender {
  /** Queues an event about `object`; delivered after the API answer that caused it. */
  emit(type: string, object: TObj): void;
  /** Resolves when every webhook queued so far has been delivered (or given up). */
  drain(): Promise<void>;
}

/**
 * Signed webhooks (stripe-node's own test signature) to the local API's /v1/stripe/webhook, one at a time, in order;
 * a 5xx or no answer is tried again (three attempts).
 */
export function webhookSender(options: {
  appUrl: string;
  secret: () => string;
  log: (line: string) => void;
}): TWebhookSender {
  let delivery = Promise.resolve();
  const webhookUrl = `${options.appUrl}/v1/stripe/webhook`;

  async function deliver(eventId: string, payload: string) {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      // Let the API call that caused the event answer first, as Stripe's asynchronous delivery does.
      await new Promise((resolve) => setTimeout(resolve, attempt === 1 ? 20 : 300));
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signTestWebhook(payload, options.secret()),
          },
          body: payload,
        });
        if (response.ok) return;
        options.log(`webhook ${eventId} answered ${response.status} (attempt ${attempt})`);
        if (response.status < 500) return;
      } catch (error) {
        options.log(`webhook ${eventId} failed: ${(error as Error).message} (attempt ${attempt})`);
      }
    }
  }

  return {
    emit(type, object) {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: STRIPE_API_VERSION,
        created: nowS(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      };
      delivery = delivery.then(() => deliver(event.id, JSON.stringify(event)));
    },
    drain: () => delivery,
  };
}
