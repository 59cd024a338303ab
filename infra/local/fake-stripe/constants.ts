/** Where the local adapter serves the fake's controls and pages (never on AWS). */
export const STRIPE_LOCAL_PREFIX = '/_local/stripe';
/** The local product's Stripe secret key: the only one the fake accepts. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_fake_stripe';
