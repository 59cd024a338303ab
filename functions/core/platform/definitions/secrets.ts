import { ENV } from './environment';

/**
 * The secrets a function reads at run time (never deploy-time environment values: docs/operations.md, "Secrets").
 * On AWS a function's environment names the secret (`idEnv`: its ARN or name) and its role may read that secret
 * alone; the value is fetched from Secrets Manager when the function starts and again after SECRET_MAX_AGE_SECONDS,
 * so a rotation reaches every function within minutes without a deploy. Locally, and in tests, the value itself is in
 * `localEnv`.
 *
 * A function gets a secret exactly when its bundle contains the secret's `reader` module (the build's metafile says
 * so, infra/lib/bundling/bundle-locator.ts): reading a secret anywhere else is not possible, and no function gets one
 * it cannot read.
 */
export const RUN_TIME_SECRETS = {
  /** Text, 32+ characters: signs image URLs, email links and device cookies (crypto/signing.ts). */
  imageSigning: {
    idEnv: ENV.IMAGE_SIGNING_SECRET_ID,
    localEnv: ENV.IMAGE_SIGNING_SECRET,
    reader: 'functions/core/platform/secrets/image-signing-keys.ts',
    // Signatures made before a rotation (emailed links) keep verifying until the next one.
    acceptsPrevious: true,
  },
  /** Text: the header CloudFront adds to every /v1 request (http/edge-headers.ts). */
  originVerify: {
    idEnv: ENV.ORIGIN_VERIFY_SECRET_ID,
    localEnv: ENV.ORIGIN_VERIFY_SECRET,
    reader: 'functions/core/platform/secrets/origin-verify-secrets.ts',
    // A rotation reaches the functions before the distribution is deployed with the new value: both are accepted.
    acceptsPrevious: true,
  },
  /** JSON `{ secret_key, publishable_key, webhook_secret }` (billing). */
  stripe: {
    idEnv: ENV.STRIPE_SECRET_ID,
    localEnv: undefined,
    reader: 'functions/core/platform/secrets/stripe-keys.ts',
    acceptsPrevious: false,
  },
  /** Text: a HubSpot private-app access token (optional, settings.hubspotSecretName). */
  hubspot: {
    idEnv: ENV.HUBSPOT_SECRET_ID,
    localEnv: ENV.HUBSPOT_ACCESS_TOKEN,
    reader: 'functions/core/platform/secrets/hubspot-token.ts',
    acceptsPrevious: false,
  },
  /** JSON `{ public_key, private_key }`: CloudFront signed URLs and cookies (optional, settings.filesSigningSecretName). */
  filesSigning: {
    idEnv: ENV.FILES_SIGNING_SECRET_ID,
    localEnv: ENV.FILES_PRIVATE_KEY,
    reader: 'functions/core/platform/secrets/files-signing.ts',
    acceptsPrevious: false,
  },
  /**
   * Text, 32+ characters: seals SSO connections' client secrets (AES-256-GCM, crypto/seal.ts) and signs the one-minute
   * proof the API answers Cognito's CUSTOM_AUTH challenge with (auth/sso-proof.ts). Read by the SSO handlers and the
   * pool's VerifyAuthChallengeResponse trigger.
   */
  ssoSealing: {
    idEnv: ENV.SSO_SEALING_SECRET_ID,
    localEnv: ENV.SSO_SEALING_SECRET,
    reader: 'functions/core/platform/secrets/sso-sealing-key.ts',
    // Values sealed (and proofs signed) before a rotation keep opening until the next one.
    acceptsPrevious: true,
  },
} as const satisfies Record<
  string,
  { idEnv: string; localEnv: string | undefined; reader: string; acceptsPrevious: boolean }
>;

export type TRunTimeSecretName = keyof typeof RUN_TIME_SECRETS;

/** How long a fetched value is used before it is fetched again: the longest a rotation takes to reach a function. */
export const SECRET_MAX_AGE_SECONDS = 300;
