import { Aws, Duration, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { HttpMethods, type Bucket, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { REPORT_FILE_RETENTION, UPLOADS_CORS } from '@skillway/functions/core/platform/definitions/buckets';
import type { TSettings } from '../config/settings';
import { accessLogsBucket, privateBucket } from '../constructs/private-bucket';
import { acknowledgeRule } from '../nag/acknowledge';
import { BACKUP_TAG } from './backup-stack';

export interface TStorageStackProps extends StackProps {
  readonly settings: TSettings;
}

/**
 * Files: the private uploads bucket (browsers upload with presigned POST under `c/{companyId}/`, read through
 * presigned GETs and the image handler), its access-log bucket, the key that signs image URLs, and Stripe's keys.
 */
export class StorageStack extends Stack {
  readonly uploads: Bucket;
  readonly logs: Bucket;
  readonly imageSigningSecret: Secret;
  /**
   * Stripe (billing): JSON `{ secret_key, publishable_key, webhook_secret }`. Created with placeholders; the
   * operator puts the account's keys and the webhook endpoint's signing secret in it and redeploys (docs/billing.md).
   */
  readonly stripeSecret: Secret;
  /** CloudFront's secret origin header for the API (edge-headers.ts). */
  readonly originVerifySecret: Secret;

  constructor(scope: Construct, id: string, props: TStorageStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.logs = accessLogsBucket(this, 'AccessLogs', { retain: settings.protectData });

    this.uploads = privateBucket(this, 'Uploads', {
      logs: this.logs,
      logsPrefix: 'uploads/',
      retain: settings.protectData,
      // Report files (c/<cid>/reports/<job>/...) are written tagged retention=report and expire after 7 days.
      lifecycleRules: [
        {
          id: 'expire-report-files',
          tagFilters: { [REPORT_FILE_RETENTION.tagKey]: REPORT_FILE_RETENTION.tagValue },
          expiration: Duration.days(REPORT_FILE_RETENTION.days),
        },
      ],
      cors: [
        {
          allowedMethods: UPLOADS_CORS.allowedMethods.map((method) => HttpMethods[method]),
          allowedOrigins: [uploadOrigin(settings)],
          allowedHeaders: [...UPLOADS_CORS.allowedHeaders],
          exposedHeaders: ['ETag'],
          maxAge: UPLOADS_CORS.maxAgeSeconds,
        },
      ],
    });

    // In the daily AWS Backup (backup-stack.ts) with skillway:backupBuckets: files, certificates, packages.
    Tags.of(this.uploads).add(BACKUP_TAG.key, BACKUP_TAG.value);

    if (settings.filesSigningSecretName) {
      this.uploads.addToResourcePolicy(cloudFrontFilesRead(this.uploads));
    }

    // S3 events go to EventBridge (the media pipeline's rule picks course videos out by key). Set on the
    // CloudFormation resource itself: the L2 switch would add a notifications custom-resource Lambda.
    (this.uploads.node.defaultChild as CfnBucket).notificationConfiguration = {
      eventBridgeConfiguration: { eventBridgeEnabled: true },
    };

    this.imageSigningSecret = new Secret(this, 'ImageSigningSecret', {
      description: 'HMAC key for the signed image URLs the API issues (/v1/images/{preset}/{key}?exp&sig).',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledgeRule(
      this.imageSigningSecret,
      'AwsSolutions-SMG4',
      'Rotating the image signing key invalidates every image URL already issued; the URLs are short-lived, so rotation ' +
        'is a planned manual step (new value, redeploy) rather than a scheduled rotation Lambda.',
    );

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description:
        'Sent by CloudFront to the API on every /v1 request (x-origin-verify): only with it does the API believe the viewer address CloudFront names.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledgeRule(
      this.originVerifySecret,
      'AwsSolutions-SMG4',
      'The distribution and the functions read it at deploy time; rotating is a new value and a redeploy of both, a ' +
        'planned manual step (a rotation Lambda could not update the distribution and the functions together).',
    );

    this.stripeSecret = new Secret(this, 'StripeSecret', {
      description: 'Stripe keys for billing: secret_key (sk_…), publishable_key (pk_…), webhook_secret (whsec_… of the /v1/stripe/webhook endpoint).',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secret_key: 'sk_unset', publishable_key: 'pk_unset' }),
        generateStringKey: 'webhook_secret',
        excludePunctuation: true,
      },
    });
    acknowledgeRule(
      this.stripeSecret,
      'AwsSolutions-SMG4',
      'Stripe issues and rolls these keys in its dashboard; rotation is done there and pasted here (then a redeploy), ' +
        'a rotation Lambda cannot create Stripe keys.',
    );
  }
}

/**
 * With the files behaviour (web-stack.ts), CloudFront's origin access control reads objects under `c/` and the
 * unpacked e-learning packages under `content/` (GetObject only: no list, no write). The distribution is made after
 * this stack (it reads this bucket), so naming its id here would be a cycle: the grant is to CloudFront
 * distributions of this account, as CDK itself does for an SSE-KMS origin's key. Each request still needs a URL or
 * cookies signed with the key group's private key.
 */
function cloudFrontFilesRead(bucket: Bucket): PolicyStatement {
  return new PolicyStatement({
    sid: 'CloudFrontFilesRead',
    effect: Effect.ALLOW,
    principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
    actions: ['s3:GetObject'],
    resources: [bucket.arnForObjects('c/*'), bucket.arnForObjects('content/*')],
    conditions: {
      StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID },
      ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
    },
  });
}

/**
 * The browser origin allowed to POST uploads. With a custom domain it is exactly that origin; without one the
 * CloudFront domain is only known after this stack exists (the web stack reads this bucket for its CSP), so any
 * CloudFront origin is allowed. CORS is not the guard here: each presigned POST is signed for one key, size and type.
 */
function uploadOrigin(settings: Pick<TSettings, 'domainName'>): string {
  return settings.domainName ? `https://${settings.domainName}` : 'https://*.cloudfront.net';
}
