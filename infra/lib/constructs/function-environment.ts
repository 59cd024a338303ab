import { ENV } from '@skillway/functions/core/platform/definitions/environment';

/** The AWS values every handler may read (names from functions/core/platform/definitions/environment.ts). */
export interface TFunctionEnvironmentValues {
  readonly tableName: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly uploadsBucket: string;
  readonly eventBusName: string;
  readonly appUrl: string;
  /** The e-learning content origin (the content distribution, web/content-distribution.ts): https, no trailing slash. */
  readonly contentUrl: string;
  readonly mailFrom: string;
  /** A CloudFormation dynamic reference to the secret, resolved at deploy time (never in the template). */
  readonly imageSigningSecret: string;
  /** A dynamic reference to the secret CloudFront adds to /v1 requests (edge-headers.ts). */
  readonly originVerifySecret: string;
  /** Optional: a dynamic reference to the HubSpot access token secret (settings.hubspotSecretName). */
  readonly hubspotAccessToken?: string;
  /**
   * Optional: CloudFront signed URLs for files (settings.filesSigningSecretName): the key group's public key id and a
   * dynamic reference to the private key in the secret.
   */
  readonly filesSigning?: { readonly keyPairId: string; readonly privateKey: string };
  /** Stripe's keys, dynamic references to the Stripe secret's JSON fields (billing). */
  readonly stripe: { readonly secretKey: string; readonly webhookSecret: string; readonly publishableKey: string };
}

/**
 * One environment for every Lambda. Names are not permissions: what a function may do is its role's business
 * (permissions/), so sharing the names keeps handlers free of "which variables do I have" surprises.
 * The emulator endpoints and MAIL_OUTBOX_DIR are local only and never set here.
 */
export function awsFunctionEnvironment(values: TFunctionEnvironmentValues): Record<string, string> {
  return {
    [ENV.RUNTIME]: 'aws',
    [ENV.TABLE_NAME]: values.tableName,
    [ENV.USER_POOL_ID]: values.userPoolId,
    [ENV.USER_POOL_CLIENT_ID]: values.userPoolClientId,
    [ENV.UPLOADS_BUCKET]: values.uploadsBucket,
    [ENV.EVENT_BUS_NAME]: values.eventBusName,
    [ENV.APP_URL]: values.appUrl,
    [ENV.CONTENT_URL]: values.contentUrl,
    [ENV.MAIL_FROM]: values.mailFrom,
    [ENV.IMAGE_SIGNING_SECRET]: values.imageSigningSecret,
    [ENV.ORIGIN_VERIFY_SECRET]: values.originVerifySecret,
    ...(values.hubspotAccessToken ? { [ENV.HUBSPOT_ACCESS_TOKEN]: values.hubspotAccessToken } : {}),
    ...(values.filesSigning
      ? { [ENV.FILES_KEY_PAIR_ID]: values.filesSigning.keyPairId, [ENV.FILES_PRIVATE_KEY]: values.filesSigning.privateKey }
      : {}),
    [ENV.STRIPE_SECRET_KEY]: values.stripe.secretKey,
    [ENV.STRIPE_WEBHOOK_SECRET]: values.stripe.webhookSecret,
    [ENV.STRIPE_PUBLISHABLE_KEY]: values.stripe.publishableKey,
  };
}
