import { Aws, Duration, RemovalPolicy, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { HttpMethods, type Bucket, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import {
  INCOMPLETE_UPLOAD_DAYS,
  REPORT_FILE_RETENTION,
  UPLOADS_CORS,
} from '@skillway/functions/core/platform/definitions/buckets';
import type { TRunTimeSecretName } from '@skillway/functions/core/platform/definitions/secrets';
import type { TSettings } from '../config/settings';
import type { TRunTimeSecretTarget } from '../constructs/function-environment';
import { accessLogsBucket, privateBucket } from '../constructs/private-bucket';
import { acknowledgeRule } from '../nag/acknowledge';
import { BACKUP_TAG } from './backup-stack';

export interface TStorageStackProps extends StackProps {
  readonly settings: TSettings;
}

/**
 * Files: the private uploads bucket (browsers upload with presigned POST, or large files with presigned multipart
 * parts, under `c/{companyId}/`, read through
 * presigned GETs and the image handler), its access-log bucket, the key that signs image URLs, and Stripe's keys.
 */
export class StorageStack extends Stack {
  readonly uploads: Bucket;
  readonly logs: Bucket;
  readonly imageSigningSecret: Secret;
  /**
   * Stripe (billing): JSON `{ secret_key, publishable_key, webhook_secret }`. Created with placeholders; the
   * operator puts the account's keys and the webhook endpoint's signing secret in it (docs/billing.md), and the
   * functions read it within minutes, without a deploy.
   */
  readonly stripeSecret: Secret;
  /** CloudFront's secret origin header for the API (edge-headers.ts). */
  readonly originVerifySecret: Secret;
  /**
   * Seals SSO connections' client secrets (crypto/seal.ts) and signs the CUSTOM_AUTH proofs the user pool's verify
   * trigger checks (auth/sso-proof.ts).
   */
  readonly ssoSealingSecret: Secret;
  /**
   * Every secret the functions read at run time, by name (functions/core/platform/definitions/secrets.ts): the four
   * above, and the HubSpot token and the files signing key when settings name them.
   */
  readonly runTimeSecrets: Partial<Record<TRunTimeSecretName, TRunTimeSecretTarget>>;

  constructor(scope: Construct, id: string, props: TStorageStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.logs = accessLogsBucket(this, 'AccessLogs', { retain: settings.protectData });

    this.uploads = privateBucket(this, 'Uploads', {
      logs: this.logs,
      logsPrefix: 'uploads/',
      retain: settings.protectData,
      // Large videos and packages upload in parts and may be resumed the next day; an abandoned upload's parts go
      // after INCOMPLETE_UPLOAD_DAYS (S3 counts from initiation, rounded up to the next midnight UTC).
      abortIncompleteUploadsAfter: Duration.days(INCOMPLETE_UPLOAD_DAYS),
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
      'Rotation is a manual step without a deploy (docs/operations.md, "Secret rotation"): the functions read the secret ' +
        'at run time and verify with the current and the previous value, so two rotations less than a link lifetime ' +
        'apart would void links already emailed; a scheduled rotation Lambda could make exactly that happen.',
    );

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description:
        'Sent by CloudFront to the API on every /v1 request (x-origin-verify): only with it does the API believe the viewer address CloudFront names.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledgeRule(
      this.originVerifySecret,
      'AwsSolutions-SMG4',
      'CloudFront reads it at deploy time (an origin custom header cannot be read at run time): rotating is a new value, ' +
        'which the functions accept beside the previous one within minutes, then a deploy of the web stack; a rotation ' +
        'Lambda could not deploy the distribution (docs/operations.md, "Secret rotation").',
    );

    this.ssoSealingSecret = new Secret(this, 'SsoSealingSecret', {
      description:
        "Seals SSO connections' client secrets (AES-256-GCM) and signs the one-minute proofs the user pool's CUSTOM_AUTH triggers check.",
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      // The table keeps client secrets sealed with it: losing it with a retained table would make them unreadable.
      removalPolicy: settings.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    acknowledgeRule(
      this.ssoSealingSecret,
      'AwsSolutions-SMG4',
      'Rotation is a manual step without a deploy (docs/operations.md, "Secret rotation"): the functions and the user ' +
        "pool's verify trigger read it at run time and accept the previous value, so sealed client secrets keep opening " +
        'until they are sealed again; a scheduled rotation could rotate twice before that and make them unreadable.',
    );

    this.stripeSecret = new Secret(this, 'StripeSecret', {
      description:
        'Stripe keys for billing: secret_key (sk_…), publishable_key (pk_…), webhook_secret (whsec_… of the /v1/stripe/webhook endpoint).',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secret_key: 'sk_unset', publishable_key: 'pk_unset' }),
        generateStringKey: 'webhook_secret',
        excludePunctuation: true,
      },
    });
    acknowledgeRule(
      this.stripeSecret,
      'AwsSolutions-SMG4',
      'Stripe issues and rolls these keys in its dashboard; rotation is done there and pasted here (the functions read ' +
        'it at run time, no deploy), a rotation Lambda cannot create Stripe keys.',
    );

    this.runTimeSecrets = {
      imageSigning: { id: this.imageSigningSecret.secretArn, secret: this.imageSigningSecret },
      originVerify: { id: this.originVerifySecret.secretArn, secret: this.originVerifySecret },
      stripe: { id: this.stripeSecret.secretArn, secret: this.stripeSecret },
      ssoSealing: { id: this.ssoSealingSecret.secretArn, secret: this.ssoSealingSecret },
      ...(settings.hubspotSecretName
        ? { hubspot: namedSecret(this, 'HubSpotSecret', settings.hubspotSecretName) }
        : {}),
      ...(settings.filesSigningSecretName
        ? { filesSigning: namedSecret(this, 'FilesSigningSecret', settings.filesSigningSecretName) }
        : {}),
    };
  }
}

/**
 * A secret made outside the app, named in the settings: functions fetch it by that name, and may read it alone
 * (`<name>-??????`, the suffix Secrets Manager adds to every secret's ARN).
 */
function namedSecret(scope: Construct, id: string, name: string): TRunTimeSecretTarget {
  return { id: name, secret: Secret.fromSecretNameV2(scope, id, name) };
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
