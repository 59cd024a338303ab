import { config } from '../config';
import { stripeKeys } from '../secrets/stripe-keys';
import type { TPaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';

let made: { keys: ReturnType<typeof stripeKeys>; gateway: TPaymentGateway } | undefined;

/**
 * The payment gateway for this process: stripe-node, pointed at the fake Stripe (its host, port and protocol) when
 * STRIPE_API_URL is set (local). Made again when the keys change (a rotation of the Stripe secret, read at run time).
 */
export function paymentGateway(): TPaymentGateway {
  const keys = stripeKeys();
  if (made?.keys !== keys) {
    made = {
      keys,
      gateway: createStripeGateway({
        secretKey: keys.secretKey,
        webhookSecret: keys.webhookSecret,
        ...(config.stripeApiUrl ? { apiUrl: config.stripeApiUrl } : {}),
      }),
    };
  }
  return made.gateway;
}
