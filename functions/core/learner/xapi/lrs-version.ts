import { XAPI_ACCEPTED_VERSIONS, XAPI_VERSION, type TXapiVersion } from '@skillway/shared';

/**
 * Version negotiation (xAPI 1.0.3 Communication 3.3, IEEE xAPI 2.0 4.1.1): a request names the version it speaks in
 * X-Experience-API-Version and the answer names the one the LRS spoke.
 */

/** The version the LRS speaks to a request naming `header`: 1.0.x is 1.0.3, 2.0.x is 2.0.0; else none. */
export function negotiateVersion(header: string | undefined): TXapiVersion | undefined {
  const asked = header?.trim();
  if (!asked) return undefined;
  for (const [version, pattern] of Object.entries(XAPI_ACCEPTED_VERSIONS) as [TXapiVersion, RegExp][]) {
    if (pattern.test(asked)) return version;
  }
  return undefined;
}

/**
 * The version an answer names: the request's, else (no or an unreadable header, or refused before the LRS got that
 * far) the caller's default when its credentials were read, else XAPI_VERSION. The two ADL batteries disagree on what
 * a version-less request's 400 should name, so a client's default version settles it.
 */
export function answerVersion(negotiated: TXapiVersion | undefined, callerDefault?: TXapiVersion): TXapiVersion {
  return negotiated ?? callerDefault ?? XAPI_VERSION;
}
