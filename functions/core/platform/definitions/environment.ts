/**
 * Every environment variable a handler reads. CDK sets the AWS values; the local stack sets the rest.
 * Endpoint overrides exist only locally (emulators). Read them through functions/core/platform/config.ts.
 */
export const ENV = {
  TABLE_NAME: 'TABLE_NAME',
  USER_POOL_ID: 'USER_POOL_ID',
  USER_POOL_CLIENT_ID: 'USER_POOL_CLIENT_ID',
  UPLOADS_BUCKET: 'UPLOADS_BUCKET',
  /** AWS: the audit log's write-once archive bucket (Object Lock); locally unset: the uploads bucket, no lock. */
  AUDIT_ARCHIVE_BUCKET: 'AUDIT_ARCHIVE_BUCKET',
  EVENT_BUS_NAME: 'EVENT_BUS_NAME',
  APP_URL: 'APP_URL',
  /** Optional: the API's public origin when it differs from APP_URL (image URLs, email verification links). */
  API_URL: 'API_URL',
  /**
   * The e-learning content origin (`https://content.<domain>` or the content distribution's own domain; locally
   * `http://localhost:<PORT+1>`): package files, their launch pages, the LRS and the SCORM commits are served there,
   * never on APP_URL, so a package's scripts cannot reach the app's session (docs/security.md, issue 26).
   */
  CONTENT_URL: 'CONTENT_URL',
  MAIL_FROM: 'MAIL_FROM',
  /**
   * Secrets (definitions/secrets.ts). On AWS a function that reads one has its id (`*_SECRET_ID`: ARN or name) and
   * fetches the value at run time; the value variables below are local (and test) only, never set on AWS.
   */
  IMAGE_SIGNING_SECRET_ID: 'IMAGE_SIGNING_SECRET_ID',
  ORIGIN_VERIFY_SECRET_ID: 'ORIGIN_VERIFY_SECRET_ID',
  STRIPE_SECRET_ID: 'STRIPE_SECRET_ID',
  HUBSPOT_SECRET_ID: 'HUBSPOT_SECRET_ID',
  FILES_SIGNING_SECRET_ID: 'FILES_SIGNING_SECRET_ID',
  SSO_SEALING_SECRET_ID: 'SSO_SEALING_SECRET_ID',
  /** Local: at least 32 characters; signs image URLs and email verification links (a derived key per purpose). */
  IMAGE_SIGNING_SECRET: 'IMAGE_SIGNING_SECRET',
  /** Local: the secret the local edge adds to every /v1 request (edge-headers.ts). */
  ORIGIN_VERIFY_SECRET: 'ORIGIN_VERIFY_SECRET',
  /**
   * Local: at least 32 characters (the local stack generates 32 random bytes, base64url, into DATA_DIR); seals SSO
   * connections' client secrets and signs the proof Cognito's CUSTOM_AUTH triggers check (crypto/seal.ts, auth/sso-proof.ts).
   */
  SSO_SEALING_SECRET: 'SSO_SEALING_SECRET',
  /** Optional: shown by /v1/health. */
  APP_VERSION: 'APP_VERSION',
  /** Optional: BreatheHR's API origin (default https://api.breathehr.com); tests point it at a local fake. */
  BREATHE_API_URL: 'BREATHE_API_URL',
  /**
   * A HubSpot private-app access token (on AWS the HubSpot secret, HUBSPOT_SECRET_ID); when set, POST /hub-spot
   * creates the contact in HubSpot, else it writes a log line. HUBSPOT_API_URL overrides HubSpot's API origin (default https://api.hubapi.com).
   */
  HUBSPOT_ACCESS_TOKEN: 'HUBSPOT_ACCESS_TOKEN',
  HUBSPOT_API_URL: 'HUBSPOT_API_URL',
  /** Local: Stripe (billing): the secret API key, the webhook signing secret, the publishable key (AWS: STRIPE_SECRET_ID). */
  STRIPE_SECRET_KEY: 'STRIPE_SECRET_KEY',
  STRIPE_WEBHOOK_SECRET: 'STRIPE_WEBHOOK_SECRET',
  STRIPE_PUBLISHABLE_KEY: 'STRIPE_PUBLISHABLE_KEY',
  /** Local only: the fake Stripe's origin; stripe-node's host, port and protocol are read from it (instead of api.stripe.com). */
  STRIPE_API_URL: 'STRIPE_API_URL',
  /**
   * Optional (AWS): files served through the app's CloudFront distribution (`/c/*`, the uploads bucket behind
   * origin access control, with the security headers policy) on CloudFront signed URLs instead of S3 presigned GETs:
   * the trusted key group's public key id and its private key (PEM; on AWS the files signing secret's `private_key`,
   * FILES_SIGNING_SECRET_ID). Both set, or neither (S3 presigned GETs).
   */
  FILES_KEY_PAIR_ID: 'FILES_KEY_PAIR_ID',
  FILES_PRIVATE_KEY: 'FILES_PRIVATE_KEY',
  /** Course videos (AWS): the role MediaConvert assumes, an optional queue, and the tag its job events carry. */
  MEDIACONVERT_ROLE_ARN: 'MEDIACONVERT_ROLE_ARN',
  MEDIACONVERT_QUEUE_ARN: 'MEDIACONVERT_QUEUE_ARN',
  MEDIA_JOB_TAG: 'MEDIA_JOB_TAG',
  /** Local only: emulator endpoints. */
  DYNAMODB_ENDPOINT: 'DYNAMODB_ENDPOINT',
  COGNITO_ENDPOINT: 'COGNITO_ENDPOINT',
  S3_ENDPOINT: 'S3_ENDPOINT',
  /** Local only: the origin browsers use for presigned POST (the local adapter proxies it to s3rver). */
  S3_PUBLIC_ENDPOINT: 'S3_PUBLIC_ENDPOINT',
  /** Local only: when set, mail is written to this folder instead of SES. */
  MAIL_OUTBOX_DIR: 'MAIL_OUTBOX_DIR',
  /** `local` or `aws`. */
  RUNTIME: 'SKILLWAY_RUNTIME',
} as const;
