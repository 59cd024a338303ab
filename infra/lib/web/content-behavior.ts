import {
  AllowedMethods,
  CachedMethods,
  CachePolicy,
  HeadersFrameOption,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IKeyGroup,
  type IOrigin,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { commonCustomHeaders, commonSecurityHeaders } from './response-headers';
import { packageContentSecurityPolicy } from './security-headers';

/**
 * E-learning package content on the app's own origin: `/content/{companyId}/{assetId}/{path}` is the object key
 * `content/{companyId}/{assetId}/{path}` of the uploads bucket (where the unpack worker writes a package's files),
 * so no function rewrites the path. Same origin as the course player, which frames it and on whose window the
 * content finds the SCORM runtime (window.API / API_1484_11).
 */
export const CONTENT_PATH_PATTERN = '/content/*';

export interface TContentBehaviorProps {
  readonly prefix: string;
  /** The `/c/*` files behaviour's trusted key group: the API signs the content cookies with the same key pair. */
  readonly keyGroup: IKeyGroup;
  /** The uploads bucket through origin access control (the files behaviour's origin). */
  readonly origin: IOrigin;
}

/**
 * The `/content/*` behaviour: GET/HEAD from the uploads bucket (origin access control), readable only with the
 * CloudFront signed cookies (custom policy for one package's prefix) that `packagePlayer.open` sets; its own
 * response headers policy (infra/lib/web/security-headers.ts `packageContentSecurityPolicy`): nosniff, framed by our
 * own pages only (frame-ancestors 'self', X-Frame-Options SAMEORIGIN), and a CSP that lets the content run its own
 * scripts – allowances no other path of the app gets.
 */
export function contentBehavior(scope: Construct, props: TContentBehaviorProps): BehaviorOptions {
  const headers = new ResponseHeadersPolicy(scope, 'PackageContentHeaders', {
    responseHeadersPolicyName: `${props.prefix}-package-content-headers`,
    comment: 'E-learning package content: framed by the app only, its own scripts allowed, nosniff, HSTS.',
    securityHeadersBehavior: {
      contentSecurityPolicy: { override: true, contentSecurityPolicy: packageContentSecurityPolicy({ https: true }) },
      frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: true },
      ...commonSecurityHeaders(),
    },
    customHeadersBehavior: commonCustomHeaders(),
  });
  return {
    origin: props.origin,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachedMethods: CachedMethods.CACHE_GET_HEAD,
    // Static files; a package's files never change under its asset id (a new upload is a new material). The signed
    // cookies are checked at the edge before the cache, so they are neither forwarded nor part of the key.
    cachePolicy: CachePolicy.CACHING_OPTIMIZED,
    responseHeadersPolicy: headers,
    trustedKeyGroups: [props.keyGroup],
    compress: true,
  };
}
