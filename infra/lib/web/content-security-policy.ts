/**
 * The Content-Security-Policy of the SPA (and of the API's responses, which share the origin). Strict by default:
 * scripts only from our own origin (no inline script, no eval), no plugins, no framing by anyone. Later issues
 * that embed something (Stripe, video) add its origin here, in one place.
 */
export interface TCspSources {
  /** Where browsers upload (presigned POST) and read presigned GETs: the uploads bucket's regional endpoint. */
  readonly uploadsOrigin: string;
  /** Cognito's endpoint, for Amplify Auth in the browser against the same pool. */
  readonly cognitoOrigin: string;
}

export function contentSecurityPolicy(sources: TCspSources): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Mantine sets CSS variables through style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', sources.uploadsOrigin],
    'media-src': ["'self'", 'blob:', sources.uploadsOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", sources.uploadsOrigin, sources.cognitoOrigin],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
