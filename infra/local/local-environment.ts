import { BUCKETS } from '@skillway/functions/core/platform/definitions/buckets';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { DEFAULT_TABLE_NAME } from '@skillway/functions/core/platform/definitions/table';

export const LOCAL_REGION = 'eu-west-2';
/** s3rver knows one key pair; DynamoDB Local and cognito-local accept any, so this one pair serves all. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The environment variables of functions/core/platform/definitions/environment.ts, as the local stack sets them. */
export function localEnvironment(values: {
  url: string;
  /** The e-learning content origin (content-origin.ts). */
  contentUrl: string;
  dynamodb: string;
  cognito: string;
  s3: string;
  userPoolId: string;
  userPoolClientId: string;
  imageSigningSecret: string;
  /** Seals SSO client secrets and signs CUSTOM_AUTH proofs (generated into DATA_DIR like the image signing secret). */
  ssoSealingSecret: string;
  /** What the local edge (api-adapter.ts) adds to every /v1 request, as CloudFront's origin header on AWS. */
  originVerifySecret: string;
  outbox: string;
  /** The fake Stripe (infra/local/fake-stripe.ts): its origin and webhook signing secret. */
  stripe: { url: string; secretKey: string; webhookSecret: string };
  /** The key pair the content access cookies of e-learning packages are signed with (content-files.ts). */
  contentKey: { keyPairId: string; privateKeyPem: string };
  /** The local identity providers' URLs and demo client (LOCAL_IDP_ENV in identity-providers/demo-idp-settings.ts). */
  identityProviders: Record<string, string>;
}): Record<string, string> {
  return {
    ...localAwsBase(),
    [ENV.USER_POOL_ID]: values.userPoolId,
    [ENV.USER_POOL_CLIENT_ID]: values.userPoolClientId,
    [ENV.UPLOADS_BUCKET]: BUCKETS.uploads.localName,
    [ENV.EVENT_BUS_NAME]: 'skillway-local',
    [ENV.APP_URL]: values.url,
    [ENV.CONTENT_URL]: values.contentUrl,
    [ENV.MAIL_FROM]: 'Skillway <no-reply@skillway.test>',
    [ENV.IMAGE_SIGNING_SECRET]: values.imageSigningSecret,
    [ENV.ORIGIN_VERIFY_SECRET]: values.originVerifySecret,
    [ENV.SSO_SEALING_SECRET]: values.ssoSealingSecret,
    [ENV.DYNAMODB_ENDPOINT]: values.dynamodb,
    [ENV.COGNITO_ENDPOINT]: values.cognito,
    [ENV.S3_ENDPOINT]: values.s3,
    [ENV.S3_PUBLIC_ENDPOINT]: `${values.url}/_local/s3`,
    [ENV.MAIL_OUTBOX_DIR]: values.outbox,
    // Package content (/content/*): the API signs the cookies with this pair, the adapter checks them.
    [ENV.FILES_KEY_PAIR_ID]: values.contentKey.keyPairId,
    [ENV.FILES_PRIVATE_KEY]: values.contentKey.privateKeyPem,
    // Billing: the Stripe client pointed at the fake Stripe; no publishable key, so the web shows the plain card form.
    [ENV.STRIPE_API_URL]: values.stripe.url,
    [ENV.STRIPE_SECRET_KEY]: values.stripe.secretKey,
    [ENV.STRIPE_WEBHOOK_SECRET]: values.stripe.webhookSecret,
    // Passed through only when set (tests point it at a fake BreatheHR); otherwise the handlers use the real API.
    ...(process.env[ENV.BREATHE_API_URL] ? { [ENV.BREATHE_API_URL]: process.env[ENV.BREATHE_API_URL] } : {}),
    // SSO: the local OpenID Connect provider and SAML 2.0 IdP, which the demo company's connections point at.
    ...values.identityProviders,
  };
}

/**
 * The environment of the user pool's triggers in our cognito-local launcher (cognito-local.ts): what the
 * VerifyAuthChallengeResponse trigger reads (the table on DynamoDB Local, the ssoSealing value), as its Lambda has
 * TABLE_NAME and the secret's id on AWS. Set when cognito-local starts, beside DynamoDB Local (whose port is chosen first).
 */
export function userPoolTriggerEnvironment(values: {
  dynamodb: string;
  ssoSealingSecret: string;
}): Record<string, string> {
  return {
    ...localAwsBase(),
    [ENV.DYNAMODB_ENDPOINT]: values.dynamodb,
    [ENV.SSO_SEALING_SECRET]: values.ssoSealingSecret,
  };
}

/** What every local function runs with: the local runtime, region and credentials, and the table's name. */
function localAwsBase(): Record<string, string> {
  return {
    [ENV.RUNTIME]: 'local',
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    // Never fall back to a real profile or the instance metadata service from a laptop.
    AWS_EC2_METADATA_DISABLED: 'true',
    [ENV.TABLE_NAME]: DEFAULT_TABLE_NAME,
  };
}

export function applyEnvironment(env: Record<string, string>) {
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  Object.assign(process.env, env);
}
