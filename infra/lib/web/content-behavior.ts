import {
  AllowedMethods,
  CachedMethods,
  CachePolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IKeyGroup,
  type IOrigin,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { PACKAGE_CONTENT_PATH } from '@skillway/shared';

/**
 * E-learning package content on the content origin (CONTENT_URL, web/content-distribution.ts), never the app's:
 * `/content/{companyId}/{assetId}/{path}` is the object key `content/{companyId}/{assetId}/{path}` of the uploads
 * bucket (where the unpack worker writes a package's files), so no function rewrites the path. The SCORM launch page
 * (same origin) frames it and holds the SCORM runtime (window.API / API_1484_11); the course player (app origin)
 * frames the launch page and talks to it by postMessage only.
 */
export const CONTENT_PATH_PATTERN = `${PACKAGE_CONTENT_PATH}*`;

export interface TContentBehaviorProps {
  /** The `/c/*` files behaviour's trusted key group: the API signs the content cookies with the same key pair. */
  readonly keyGroup: IKeyGroup;
  /** The uploads bucket through origin access control (the files behaviour's origin: one origin, one OAC). */
  readonly origin: IOrigin;
  /** The content origin's response headers policy (security-headers.ts `contentOriginSecurityPolicy`). */
  readonly headers: IResponseHeadersPolicy;
}

/**
 * The `/content/*` behaviour: GET/HEAD from the uploads bucket (origin access control), readable only with the
 * CloudFront signed cookies (custom policy for one package's prefix) that `packagePlayer.enter` sets on the content
 * origin, with the content origin's headers: nosniff, framed by the app origin and its own launch page only, and a
 * CSP that lets the content run its own scripts – on an origin that holds no session.
 */
export function contentBehavior(props: TContentBehaviorProps): BehaviorOptions {
  return {
    origin: props.origin,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachedMethods: CachedMethods.CACHE_GET_HEAD,
    // Static files; a package's files never change under its asset id (a new upload is a new material). The signed
    // cookies are checked at the edge before the cache, so they are neither forwarded nor part of the key.
    cachePolicy: CachePolicy.CACHING_OPTIMIZED,
    responseHeadersPolicy: props.headers,
    trustedKeyGroups: [props.keyGroup],
    compress: true,
  };
}
