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
 * - Nobody frames the app (frame-ancestors 'none', X-Frame-Options DENY). E-learning packages are served from the
 *   content origin (CONTENT_URL, its own headers below), which the course player frames (frame-src).
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
  /** The e-learning content origin (CONTENT_URL): the course player frames its launch pages and package files. */
  readonly contentOrigin?: string;
}

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
function closingDirectives(frameAncestors: string[], https: boolean): Record<string, string[]> {
  return {
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The content origin's options: https (AWS) or not (local), and the app origin, the one site that may frame it. */
export interface TContentOriginOptions {
  readonly https: boolean;
  readonly appOrigin: string;
}

/**
 * The content origin's policy (package files and its LRS and commit answers): a package's own scripts run
 * (packages are authored with inline handlers and eval, e.g. Storyline and Captivate output, so 'unsafe-inline' and
 * 'unsafe-eval'), only from the content origin; it may call only the content origin (the LRS at /v1/xapi/, the
 * SCORM commits); the launch page (same origin) and the course player (the app origin) may frame it. It runs on an
 * origin that holds no session, so these allowances reach nothing of the app's.
 */
export function contentOriginSecurityPolicy(options: TContentOriginOptions): string {
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
    ...closingDirectives(["'self'", options.appOrigin], options.https),
  };
  return serialise(directives);
}

/**
 * The policy of the SCORM launch page (`/launch/*` on the content origin): our own built script only (no inline, no
 * eval: scorm-again and the bridge to the player), commits to its own origin, the package's files framed from its
 * own origin, and only the course player (the app origin) may frame it.
 */
export function launchPageSecurityPolicy(options: TContentOriginOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    ...closingDirectives([options.appOrigin], options.https),
  };
  return serialise(directives);
}

/** Where the content origin serves the SCORM launch page and its assets (web/dist/launch, base `/launch/`). */
export const LAUNCH_PAGE_PATH_PREFIX = '/launch/';

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

export function contentSecurityPolicy(sources: TCspSources, options: { https: boolean } = { https: true }): string {
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
    'frame-src': ["'self'", ...(sources.contentOrigin ? [sources.contentOrigin] : []), STRIPE_JS, STRIPE_HOOKS],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    ...closingDirectives(["'none'"], options.https),
  };
  return serialise(directives);
}

/** The headers every answer of both origins carries, whatever its policy. */
function commonHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    // The legacy XSS auditor is itself an attack surface: switched off, as CloudFront's policy does; CSP covers it.
    'x-xss-protection': '0',
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * Every security header for one response of the app's origin, as the local stack sends them (lower-case names). On
 * AWS the response headers policy sends the same values (stacks/web-stack.ts), with HSTS since CloudFront is https.
 */
export function securityHeaders(options: { https: boolean; sources?: TCspSources }): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options.sources ?? {}, { https: options.https }),
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': CROSS_ORIGIN_OPENER_POLICY,
    ...commonHeaders(options.https),
  };
}

/**
 * The headers of one response of the content origin: the launch page's policy under LAUNCH_PAGE_PATH_PREFIX, the
 * content policy elsewhere. No X-Frame-Options (its only values would forbid the app origin's player, and
 * frame-ancestors rules where both are sent); no opener policy, so a cmi5 unit opened in a window of its own works.
 */
export function contentOriginHeaders(pathname: string, options: TContentOriginOptions): Record<string, string> {
  const csp = pathname.startsWith(LAUNCH_PAGE_PATH_PREFIX)
    ? launchPageSecurityPolicy(options)
    : contentOriginSecurityPolicy(options);
  return { 'content-security-policy': csp, ...commonHeaders(options.https) };
}
