import { PACKAGE_CONTENT_PATH } from '@skillway/shared';
import { config } from '../../platform/config';
import { contentCdn } from '../../platform/secrets/files-signing';
import { browserContentUrl } from '../../platform/http/browser-origin';
import { AppError } from '../../platform/http/app-error';
import { cloudFrontSignedCookies } from '../../platform/storage/cloudfront-signed-url';

/** The path of a package's files on the content origin: `/content/{companyId}/{assetId}/`. */
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
 * `{content origin}/content/{companyId}/{assetId}/`, until `expiresAt` (seconds since the epoch), set by a response
 * of the content origin itself (packagePlayer.enter). Scoped to that path and HttpOnly. Over https (AWS) they are
 * `SameSite=None; Secure; Partitioned`: the content origin is framed by the app's, and when it is another site (its
 * own *.cloudfront.net name) only a partitioned cookie (CHIPS) reaches a cross-site frame in every current browser;
 * they open a package's files and nothing else. Over the local stack's plain http the two origins are one host on
 * two ports, one site, so SameSite=Strict. On AWS the `/content/*` behaviour's trusted key group checks them;
 * locally the local content origin does (infra/local/content-files.ts). 503 when no key pair is configured
 * (FILES_KEY_PAIR_ID, FILES_PRIVATE_KEY).
 */
export function contentAccessCookies(companyId: string, assetId: string, expiresAt: number): string[] {
  const cdn = contentCdn();
  if (!cdn)
    throw new AppError('UNAVAILABLE', 'E-learning packages cannot be played: content delivery is not configured.');
  // Locally the host the browser used (the product may be opened from another machine); on AWS CONTENT_URL.
  const origin = config.isLocal ? browserContentUrl() : cdn.origin;
  const path = packageContentPath(companyId, assetId);
  const values = cloudFrontSignedCookies(`${origin}${path}*`, expiresAt, cdn);
  const attributes = [
    `Path=${path}`,
    `Expires=${new Date(expiresAt * 1000).toUTCString()}`,
    'HttpOnly',
    ...(origin.startsWith('https:') ? ['SameSite=None', 'Secure', 'Partitioned'] : ['SameSite=Strict']),
  ].join('; ');
  return Object.entries(values).map(([name, value]) => `${name}=${value}; ${attributes}`);
}
