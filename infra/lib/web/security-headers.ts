import type { HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';

/**
 * The security headers of the app's one origin (the SPA and the /v1 API), in one place: the CloudFront response
 * headers policy (stacks/web-stack.ts) and the local stack (infra/local/static-site.ts for the SPA,
 * infra/local/api-adapter.ts for /v1) both build theirs from here, so local and AWS answers carry the same values.
 *
 * - Scripts only from our origin and Stripe.js: no inline script and no eval (the built index.html has none: Vite
 *   emits the entry as `<script type="module" src>` and puts its modulepreload polyfill inside the entry chunk).
 * - Styles from our origin plus inline: Mantine writes its CSS variables into `<style>` tags and `style`
 *   attributes at run time (so do video.js and Stripe Elements' host element). Those change with the theme, so
 *   hashes cannot list them, and a nonce needs a server rendering each index.html, which a static S3 origin is not.
 *   Inline styles cannot run script; the script policy is what stops injected code.
 * - Stripe Elements (the account status card form on AWS, a lazy chunk) loads https://js.stripe.com, frames it
 *   and hooks.stripe.com (3-D Secure) and calls https://api.stripe.com. Locally the card form is our own page.
 * - Uploads (presigned POST), presigned downloads, course media and HLS segments come from the uploads bucket's
 *   regional endpoint on AWS, except downloads, media and segments when the distribution serves files (`/c/*` on
 *   CloudFront signed URLs, same origin: 'self', see `filesSameOrigin`); locally they all go through the same-origin proxy /_local/s3, signed for the host the
 *   browser used (functions/core/platform/http/browser-origin.ts), so 'self' covers them and no uploads origin is
 *   named (the product then works when opened from another machine). video.js plays
 *   HLS through Media Source Extensions, which hands the <video> a `blob:` URL (media-src blob:).
 * - The browser never calls Cognito: sign-in, refresh and sign-out go through /v1 (the server talks to Cognito).
 * - Nobody frames the app (frame-ancestors 'none', X-Frame-Options DENY), except what is served under
 *   SCORM_CONTENT_PATH_PREFIX, which our own player may frame (frame-ancestors 'self').
 */
export interface TCspSources {
  /** Where browsers upload to (and read presigned GETs from): the uploads bucket's regional endpoint; locally none. */
  readonly uploadsOrigin?: string;
  /**
   * On AWS with the files behaviour (stacks/web-stack.ts, `/c/*`): downloads, course media and HLS segments are
   * CloudFront signed URLs on the app's own origin ('self'), so images and media no longer name the bucket; only
   * uploads (presigned POST, connect-src) still go to it.
   */
  readonly filesSameOrigin?: boolean;
}

/**
 * E-learning packages (SCORM, xAPI, cmi5) are served under this path (`/content/{companyId}/{assetId}/...`, the
 * `/content/*` behaviour on AWS, infra/local/content-files.ts locally) so that the course player (same origin) can
 * frame them and the content finds the SCORM runtime on its parent window; every other path refuses all framing.
 */
export const SCORM_CONTENT_PATH_PREFIX = '/content/';

/** `name value value; name value…` in the order given. */
function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * What every policy of the origin ends with: no plugins, base and form targets our own, who may frame it, and
 * (over https only) upgrade-insecure-requests, which on the plain-http local stack would send every request to an
 * https port nobody serves.
 */
function closingDirectives(framing: TFraming, https: boolean): Record<string, string[]> {
  return {
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framing === 'self' ? "'self'" : "'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The policy of package content: its own scripts run (packages are authored with inline handlers and eval, e.g.
 * Storyline and Captivate output, so 'unsafe-inline' and 'unsafe-eval'), only from our origin; it may call only our
 * origin (the LRS at /v1/xapi/); only our own pages may frame it. Nothing else of the app gets these allowances.
 */
export function packageContentSecurityPolicy(options: { https: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    ...closingDirectives('self', options.https),
  };
  return serialise(directives);
}

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/** Two years, with subdomains: the HSTS preload list's minimum is one year. Sent only over https. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin' satisfies `${HeadersReferrerPolicy}`;
/**
 * Nothing in the app uses these browser features; a script that gets in cannot either. Only features every current
 * browser knows: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
export const CROSS_ORIGIN_OPENER_POLICY = 'same-origin';

export type TFraming = 'none' | 'self';

/** Who may frame a path: our own pages under SCORM_CONTENT_PATH_PREFIX, nobody otherwise. */
export function framingFor(pathname: string): TFraming {
  return pathname.startsWith(SCORM_CONTENT_PATH_PREFIX) ? 'self' : 'none';
}

export function contentSecurityPolicy(
  sources: TCspSources,
  options: { https: boolean; framing?: TFraming } = { https: true },
): string {
  const uploads = sources.uploadsOrigin ? [sources.uploadsOrigin] : [];
  const downloads = sources.filesSameOrigin ? [] : uploads;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", STRIPE_JS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...downloads],
    'media-src': ["'self'", 'blob:', ...downloads],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...uploads, STRIPE_API],
    'frame-src': ["'self'", STRIPE_JS, STRIPE_HOOKS],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    ...closingDirectives(options.framing ?? 'none', options.https),
  };
  return serialise(directives);
}

/**
 * Every security header for one response of the origin, as the local stack sends them (lower-case names). On AWS
 * the response headers policy sends the same values (stacks/web-stack.ts), with HSTS since CloudFront is https.
 */
export function securityHeaders(
  pathname: string,
  options: { https: boolean; sources?: TCspSources },
): Record<string, string> {
  const framing = framingFor(pathname);
  const csp =
    framing === 'self'
      ? packageContentSecurityPolicy({ https: options.https })
      : contentSecurityPolicy(options.sources ?? {}, { https: options.https, framing });
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': framing === 'self' ? 'SAMEORIGIN' : 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': CROSS_ORIGIN_OPENER_POLICY,
    // The legacy XSS auditor is itself an attack surface: switched off, as CloudFront's policy does; CSP covers it.
    'x-xss-protection': '0',
    ...(options.https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
