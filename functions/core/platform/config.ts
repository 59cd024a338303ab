import { ENV } from './definitions/environment';
import { BUCKETS } from './definitions/buckets';
import { DEFAULT_TABLE_NAME } from './definitions/table';

/**
 * Typed, lazy access to the environment. Values are read on first use, not at import, so the local stack can
 * start its emulators (on ports chosen at run time) and set the variables after the handler modules are loaded.
 */
function read(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

function required(name: string): string {
  const value = read(name);
  if (value === undefined) throw new Error(`Missing environment variable ${name}`);
  return value;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const config = {
  /** `local` runs against the emulators; anything else is AWS. */
  get runtime(): 'local' | 'aws' {
    return read(ENV.RUNTIME) === 'local' ? 'local' : 'aws';
  },
  get isLocal(): boolean {
    return this.runtime === 'local';
  },
  get region(): string {
    return read('AWS_REGION') ?? read('AWS_DEFAULT_REGION') ?? 'eu-west-2';
  },
  get tableName(): string {
    return read(ENV.TABLE_NAME) ?? DEFAULT_TABLE_NAME;
  },
  get userPoolId(): string {
    return required(ENV.USER_POOL_ID);
  },
  get userPoolClientId(): string {
    return required(ENV.USER_POOL_CLIENT_ID);
  },
  get uploadsBucket(): string {
    return read(ENV.UPLOADS_BUCKET) ?? BUCKETS.uploads.localName;
  },
  /** The audit archive's bucket (AWS, with Object Lock); undefined locally, where the uploads bucket holds it. */
  get auditArchiveBucket(): string | undefined {
    return read(ENV.AUDIT_ARCHIVE_BUCKET);
  },
  get eventBusName(): string {
    return read(ENV.EVENT_BUS_NAME) ?? 'default';
  },
  /** The SPA's origin: links in emails point here. */
  get appUrl(): string {
    return trimSlash(required(ENV.APP_URL));
  },
  /** The API's origin for links that hit the API directly (images, email verification); the SPA origin by default. */
  get apiUrl(): string {
    return trimSlash(read(ENV.API_URL) ?? required(ENV.APP_URL));
  },
  /** The e-learning content origin (ENV.CONTENT_URL); the app's origin when unset (a test outside the stack). */
  get contentUrl(): string {
    return trimSlash(read(ENV.CONTENT_URL) ?? required(ENV.APP_URL));
  },
  get mailFrom(): string {
    return read(ENV.MAIL_FROM) ?? 'Skillway <no-reply@skillway.test>';
  },
  /** MediaConvert (AWS only): the role jobs run as, an optional queue, and the `userMetadata.app` tag of this stage. */
  get mediaConvertRoleArn(): string {
    return required(ENV.MEDIACONVERT_ROLE_ARN);
  },
  get mediaConvertQueueArn(): string | undefined {
    return read(ENV.MEDIACONVERT_QUEUE_ARN);
  },
  get mediaJobTag(): string {
    return read(ENV.MEDIA_JOB_TAG) ?? 'skillway';
  },
  get dynamodbEndpoint(): string | undefined {
    return read(ENV.DYNAMODB_ENDPOINT);
  },
  get cognitoEndpoint(): string | undefined {
    return read(ENV.COGNITO_ENDPOINT);
  },
  get s3Endpoint(): string | undefined {
    return read(ENV.S3_ENDPOINT);
  },
  /** Origin browsers POST uploads to; defaults to the S3 endpoint (AWS: the regional bucket URL). */
  get s3PublicEndpoint(): string | undefined {
    const value = read(ENV.S3_PUBLIC_ENDPOINT);
    return value === undefined ? undefined : trimSlash(value);
  },
  get mailOutboxDir(): string | undefined {
    return read(ENV.MAIL_OUTBOX_DIR);
  },
  /** BreatheHR's employee API origin. */
  get breatheApiUrl(): string {
    return trimSlash(read(ENV.BREATHE_API_URL) ?? 'https://api.breathehr.com');
  },
  /** HubSpot's API origin (the token is a run-time secret: secrets/hubspot-token.ts). */
  get hubspotApiUrl(): string {
    return trimSlash(read(ENV.HUBSPOT_API_URL) ?? 'https://api.hubapi.com');
  },
  /** Local only: the fake Stripe's origin. */
  get stripeApiUrl(): string | undefined {
    return read(ENV.STRIPE_API_URL);
  },
  get appVersion(): string {
    return read(ENV.APP_VERSION) ?? 'dev';
  },
};
