import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type BucketProps,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledgeRule } from '../nag/acknowledge';

/** How long S3 and CloudFront access logs are kept. */
const ACCESS_LOG_DAYS = 365;
/**
 * Every bucket is versioned: an overwritten or deleted object (a bad deploy, a mistaken delete, a compromised key)
 * can be restored for this long, after which its old versions expire so storage does not grow without end.
 */
export const NONCURRENT_VERSION_DAYS = 30;

const EXPIRE_OLD_VERSIONS = {
  id: 'expire-old-versions',
  noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
  expiredObjectDeleteMarker: true,
};

/**
 * A bucket nobody reaches from the internet: all public access blocked, SSE-S3 encryption, TLS 1.2+ only,
 * ACLs off, versioned (old versions kept NONCURRENT_VERSION_DAYS), incomplete multipart uploads cleared after a
 * day (or `abortIncompleteUploadsAfter`), server access logs to `logs`.
 * Without `autoDeleteObjects`: that would add a custom-resource Lambda to every stack that has a bucket.
 */
export function privateBucket(
  scope: Construct,
  id: string,
  props: {
    logs: IBucket;
    logsPrefix: string;
    retain: boolean;
    /** When incomplete multipart uploads are aborted (a day unless the bucket takes resumable uploads). */
    abortIncompleteUploadsAfter?: Duration;
  } & Omit<BucketProps, 'serverAccessLogsBucket'>,
): Bucket {
  const {
    logs,
    logsPrefix,
    retain,
    lifecycleRules = [],
    abortIncompleteUploadsAfter = Duration.days(1),
    ...rest
  } = props;
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    versioned: true,
    serverAccessLogsBucket: logs,
    serverAccessLogsPrefix: logsPrefix,
    lifecycleRules: [
      { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: abortIncompleteUploadsAfter },
      EXPIRE_OLD_VERSIONS,
      ...lifecycleRules,
    ],
    removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    ...rest,
  });
}

/**
 * The target of server access logs (and, with `acceptsCloudFrontLogs`, of CloudFront standard logs, which are
 * still delivered with an ACL and so need object ownership "object writer"). Private, encrypted and versioned like
 * the rest, so logs cannot be quietly rewritten.
 */
export function accessLogsBucket(
  scope: Construct,
  id: string,
  props: { retain: boolean; acceptsCloudFrontLogs?: boolean },
): Bucket {
  const bucket = new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    objectOwnership: props.acceptsCloudFrontLogs
      ? ObjectOwnership.OBJECT_WRITER
      : ObjectOwnership.BUCKET_OWNER_ENFORCED,
    versioned: true,
    lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(ACCESS_LOG_DAYS) }, EXPIRE_OLD_VERSIONS],
    removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  acknowledgeRule(
    bucket,
    'AwsSolutions-S1',
    'This is the access-log bucket itself: logging its own writes into itself would loop, and another log bucket would only move the question.',
  );
  return bucket;
}
