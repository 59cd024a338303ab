/**
 * The Content-Security-Policy of the SPA (and of the API's responses, which share the origin). Strict by default:
 * scripts only from our own origin and Stripe.js (no inline script, no eval), no plugins, no framing by anyone.
 * Stripe Elements (the Sign Up card form) loads https://js.stripe.com, frames it and hooks.stripe.com (3-D Secure)
 * and calls https://api.stripe.com. Anything else embedded adds its origin here, in one place.
 */
export interface TCspSources {
  /** Where browsers upload (presigned POST) and read presigned GETs: the uploads bucket's regional endpoint. */
  readonly uploadsOrigin: string;
  /** Cognito's endpoint, for Amplify Auth in the browser against the same pool. */
  readonly cognitoOrigin: string;
}

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

export function contentSecurityPolicy(sources: TCspSources): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", STRIPE_JS],
    // Mantine sets CSS variables through style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', sources.uploadsOrigin],
    'media-src': ["'self'", 'blob:', sources.uploadsOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", sources.uploadsOrigin, sources.cognitoOrigin, STRIPE_API],
    'frame-src': ["'self'", STRIPE_JS, STRIPE_HOOKS],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
