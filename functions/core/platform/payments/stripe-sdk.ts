import Stripe from 'stripe';

/**
 * The API version every request pins (`Stripe-Version`), the one this stripe-node release is typed for: the type
 * makes an SDK upgrade that moves Stripe's API a deliberate change here, not a silent one.
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-11-18.endive';

/** An answer inside the gateway's 10 s Lambda budget, with one retry (stripe-node keys the retried POST). */
const TIMEOUT_MS = 8000;
const MAX_NETWORK_RETRIES = 1;

export interface TStripeSdkOptions {
  secretKey: string;
  /** Local only: the fake Stripe's origin (`http://127.0.0.1:<port>`), from STRIPE_API_URL. */
  apiUrl?: string;
}

/** `http://127.0.0.1:4242` as stripe-node's `host`/`port`/`protocol` options. */
function endpointOf(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** stripe-node for the billing functions: api.stripe.com, or the fake Stripe when an origin is given. */
export function createStripeSdk(options: TStripeSdkOptions): Stripe {
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
    appInfo: { name: 'Skillway' },
    ...(options.apiUrl ? endpointOf(options.apiUrl) : {}),
  });
}
