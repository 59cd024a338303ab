import { PACKAGE_CONTENT_PATH } from '@skillway/shared';
import { config } from '../../platform/config';
import { browserApiUrl } from '../../platform/http/browser-origin';
import { AppError } from '../../platform/http/app-error';
import { cloudFrontSignedCookies } from '../../platform/storage/cloudfront-signed-url';

/** The same-origin path of a package's files: `/content/{companyId}/{assetId}/`. */
export function packageContentPath(companyId: string, assetId: string): string {
  return `${PACKAGE_CONTENT_PATH}${companyId}/${assetId}/`;
}

/**
 * A launch path inside a package as a URL path: characters a URL may not hold (spaces, non-ASCII) are
 * percent-encoded; what is already encoded, the query string and the fragment are kept as the manifest wrote them.
 */
export function launchUrlPath(launch: string): string {
  return launch.replace(/^\/+/, '').replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%#]/g, (c) => encodeURIComponent(c));
}

/**
 * The content access cookies of one package: CloudFront signed cookies (custom policy) for every file under
 * `{origin}/content/{companyId}/{assetId}/`, until `expiresAt` (seconds since the epoch). Scoped to that path,
 * HttpOnly, SameSite=Strict, Secure over https (the local stack is plain http). On AWS the `/content/*` behaviour's
 * trusted key group checks them; locally the local stack does (infra/local/content-files.ts). 503 when no key pair
 * is configured (FILES_KEY_PAIR_ID, FILES_PRIVATE_KEY).
 */
export function contentAccessCookies(companyId: string, assetId: string, expiresAt: number): string[] {
  const cdn = config.contentCdn;
  if (!cdn) throw new AppError('UNAVAILABLE', 'E-learning packages cannot be played: content delivery is not configured.');
  // Locally the host the browser used (the product may be opened from another machine); on AWS the app's origin.
  const origin = config.isLocal ? browserApiUrl() : cdn.origin;
  const path = packageContentPath(companyId, assetId);
  const values = cloudFrontSignedCookies(`${origin}${path}*`, expiresAt, cdn);
  const attributes = [
    `Path=${path}`,
    `Expires=${new Date(expiresAt * 1000).toUTCString()}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(origin.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');
  return Object.entries(values).map(([name, value]) => `${name}=${value}; ${attributes}`);
}
