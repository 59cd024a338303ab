import { Annotations, Duration, SecretValue } from 'aws-cdk-lib';
import {
  AccessLevel,
  AllowedMethods,
  CacheCookieBehavior,
  CachedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  KeyGroup,
  PublicKey,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IKeyGroup,
  type IOrigin,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/**
 * Stored files on the app's own origin. Every object key starts with `c/{companyId}/`, so the URL path is the key
 * itself (`/c/...`): no function rewrites the path, and the path CloudFront checks the signature of is the object
 * S3 is asked for. The SPA has no `/c/` route.
 */
export const FILES_PATH_PATTERN = '/c/*';

/**
 * The S3 response overrides a download link signs (functions/core/platform/storage/presign-download.ts). They are
 * in the cache key, which also forwards them to S3; origin access control signs the request to S3, and S3 applies
 * `response-*` overrides on signed requests. So the Content-Disposition (attachment or inline, with the file's
 * name) and Content-Type are what the API signed, as with a presigned GET, and no CloudFront Function is needed.
 * Nothing else reaches S3: CloudFront's own Expires/Signature/Key-Pair-Id are not forwarded.
 */
export const FILES_FORWARDED_QUERY_STRINGS = ['response-content-disposition', 'response-content-type'] as const;

export interface TFilesBehaviorProps {
  readonly prefix: string;
  /** Secrets Manager secret `{ public_key, private_key }` (settings.filesSigningSecretName). */
  readonly secretName: string;
  readonly uploads: IBucket;
  /** The distribution's security headers policy (nosniff, CSP, no framing). */
  readonly headers: IResponseHeadersPolicy;
}

export interface TFilesBehavior {
  readonly behavior: BehaviorOptions;
  /** The public key's id: the `Key-Pair-Id` of signed URLs (FILES_KEY_PAIR_ID). */
  readonly keyPairId: string;
  /** The trusted key group, which also checks the package content cookies (content-behavior.ts). */
  readonly keyGroup: IKeyGroup;
  /** The uploads bucket behind origin access control, shared with the `/content/*` behaviour (one origin, one OAC). */
  readonly origin: IOrigin;
}

/**
 * The `/c/*` behaviour: the uploads bucket through origin access control, signed URLs only (a trusted key group
 * with the operator's public key), GET/HEAD, the security headers policy. The bucket's policy grant is made in the
 * storage stack (the bucket's own stack; here it would be a cross-stack cycle), so the bucket is referenced by name.
 */
export function filesBehavior(scope: Construct, props: TFilesBehaviorProps): TFilesBehavior {
  const publicKey = new PublicKey(scope, 'FilesPublicKey', {
    publicKeyName: `${props.prefix}-files`,
    comment: 'Verifies the signed download URLs the API issues for /c/*.',
    encodedKey: SecretValue.secretsManager(props.secretName, { jsonField: 'public_key' }).unsafeUnwrap(),
  });
  const keyGroup = new KeyGroup(scope, 'FilesKeyGroup', {
    keyGroupName: `${props.prefix}-files`,
    comment: 'Signed download URLs for stored files.',
    items: [publicKey],
  });
  const cachePolicy = new CachePolicy(scope, 'SignedFiles', {
    cachePolicyName: `${props.prefix}-signed-files`,
    comment: 'Stored files: keyed on (and forwarding) only the signed response-content-* overrides.',
    queryStringBehavior: CacheQueryStringBehavior.allowList(...FILES_FORWARDED_QUERY_STRINGS),
    headerBehavior: CacheHeaderBehavior.none(),
    cookieBehavior: CacheCookieBehavior.none(),
    // Keys are never reused (each upload gets a new one), and a cached copy is only ever served on a valid
    // signature, which the API issues for 15 minutes (exports: EXPORT_URL_TTL_SECONDS) while the record exists.
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.hours(1),
    maxTtl: Duration.days(1),
  });
  const bucket = Bucket.fromBucketAttributes(scope, 'UploadsOrigin', {
    bucketName: props.uploads.bucketName,
    bucketRegionalDomainName: props.uploads.bucketRegionalDomainName,
  });
  Annotations.of(scope).acknowledgeWarning(
    '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
    'The storage stack grants CloudFront GetObject on c/* and content/* in the uploads bucket policy (storage-stack.ts).',
  );
  const origin = S3BucketOrigin.withOriginAccessControl(bucket, { originAccessLevels: [AccessLevel.READ] });
  return {
    keyPairId: publicKey.publicKeyId,
    keyGroup,
    origin,
    behavior: {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      cachePolicy,
      responseHeadersPolicy: props.headers,
      trustedKeyGroups: [keyGroup],
      // Videos, PDFs, images and archives are compressed already; byte ranges (video seeking) stay exact.
      compress: false,
    },
  };
}
