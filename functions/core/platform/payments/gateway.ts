import { config } from '../config';
import type { TPaymentGateway } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';

let gateway: TPaymentGateway | undefined;

/** The payment gateway for this process: Stripe's REST API over fetch, pointed at the fake Stripe when STRIPE_API_URL is set (local). */
export function paymentGateway(): TPaymentGateway {
  gateway ??= createStripeGateway({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    ...(config.stripeApiUrl ? { apiUrl: config.stripeApiUrl } : {}),
  });
  return gateway;
}
