import { XAPI_CORS } from '@skillway/shared';

/**
 * CORS on the LRS (XAPI_CORS): content of authoring tools runs on origins of its own and calls the LRS with a client's
 * Basic credentials in the Authorization header. The LRS reads no cookie, so a page of any origin gains nothing a
 * script with the credentials could not do anyway: every answer may be read (`*`, never with credentials), and the
 * preflight allows the LRS's methods and headers. Only /v1/xapi/ answers so; the rest of the API sends no CORS
 * header and stays same-origin.
 */

/** What every LRS answer carries for a cross-origin caller. */
export function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': XAPI_CORS.ALLOW_ORIGIN,
    'access-control-expose-headers': XAPI_CORS.EXPOSE_HEADERS.join(', '),
  };
}

/** The answer to a preflight (OPTIONS): what a cross-origin request may send, and for how long that holds. */
export function preflightHeaders(): Record<string, string> {
  return {
    ...corsHeaders(),
    'access-control-allow-methods': XAPI_CORS.ALLOW_METHODS.join(', '),
    'access-control-allow-headers': XAPI_CORS.ALLOW_HEADERS.join(', '),
    'access-control-max-age': String(XAPI_CORS.MAX_AGE_SECONDS),
  };
}
