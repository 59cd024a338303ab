import { AsyncLocalStorage } from 'node:async_hooks';
import { config } from '../config';

/**
 * The origin the browser used for the current request, for the links the API hands it (presigned downloads,
 * signed images and video playlists). Locally the product may be opened from another machine on the network
 * (`http://192.168.1.50:3000`): a link signed for the configured `http://localhost:3000` would point that browser at
 * itself. On AWS every link already names a public host (CloudFront's APP_URL/API_URL, the bucket's regional
 * endpoint), so nothing is read from the request there.
 */
const requestOrigin = new AsyncLocalStorage<string | undefined>();

/** A Host header as browsers send it: a DNS name, an IPv4 address or a bracketed IPv6 one, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** `http://<host>` from a request's headers when running locally and the header is a plain host; otherwise undefined. */
export function localOriginFrom(headers: Record<string, string | undefined> | undefined): string | undefined {
  if (!config.isLocal) return undefined;
  const host = headers?.host ?? headers?.Host;
  if (!host || host.length > 260 || !HOST.test(host)) return undefined;
  // The local stack is plain http (start.ts); the configured APP_URL tells the scheme if that ever changes.
  const scheme = new URL(config.appUrl).protocol;
  return `${scheme}//${host.toLowerCase()}`;
}

/** Runs `fn` with the request's browser origin (locally) in scope for browserApiUrl and browserS3Endpoint. */
export function withBrowserOrigin<T>(headers: Record<string, string | undefined> | undefined, fn: () => T): T {
  return requestOrigin.run(localOriginFrom(headers), fn);
}

/** Where links that hit the API directly (images, HLS playlists) point: the request's origin locally, API_URL else. */
export function browserApiUrl(): string {
  return requestOrigin.getStore() ?? config.apiUrl;
}

/** `configured` with the host the browser used for this request (locally) and the configured port. */
function onRequestHost(configured: string): string {
  const origin = requestOrigin.getStore();
  if (!origin) return configured;
  const url = new URL(origin);
  url.port = new URL(configured).port;
  return url.origin;
}

/** The app's origin as this browser reaches it (locally the request's host on the app's port); APP_URL on AWS. */
export function browserAppUrl(): string {
  return onRequestHost(config.appUrl);
}

/**
 * The e-learning content origin as this browser reaches it: locally the request's host on the content port (the
 * request may come to either origin), CONTENT_URL on AWS.
 */
export function browserContentUrl(): string {
  return onRequestHost(config.contentUrl);
}

/**
 * The S3 endpoint browsers read presigned links from: locally the same-origin proxy (`/_local/s3`) on the host the
 * browser used (S3_PUBLIC_ENDPOINT's path on the request's origin), outside a request S3_PUBLIC_ENDPOINT itself; on
 * AWS undefined (the regional bucket endpoint).
 */
export function browserS3Endpoint(): string | undefined {
  const configured = config.s3PublicEndpoint ?? config.s3Endpoint;
  const origin = requestOrigin.getStore();
  if (!origin || !config.s3PublicEndpoint) return configured;
  return `${origin}${new URL(config.s3PublicEndpoint).pathname.replace(/\/+$/, '')}`;
}
