import * as client from 'openid-client';
import { SsoProtocolError, type TSsoFailure } from './sso-claims';

/**
 * openid-client's errors as SsoProtocolError: which check failed, in words an administrator can act on. Its errors
 * carry the failed check in `code` and, one level down, in the oauth4webapi error's `cause.claim` (`iss`, `aud`,
 * `nonce`, `exp`…); tokens, codes and secrets are never copied into the message.
 */

/** An IdP's own words are kept short: they end up on the connection's test result. */
const IDP_TEXT_MAX = 300;

const idpText = (text: unknown): string => (typeof text === 'string' ? text.slice(0, IDP_TEXT_MAX) : '');

interface TInner {
  message: string;
  claim: string | undefined;
  status: number | undefined;
  networkCode: string | undefined;
}

/** The oauth4webapi error under openid-client's ClientError, or the ClientError itself. */
function innerOf(error: Error): TInner {
  const inner = error.cause instanceof Error ? error.cause : error;
  const details = inner.cause;
  const claim =
    typeof details === 'object' && details !== null && 'claim' in details ? String(details.claim) : undefined;
  // A non-200 discovery or userinfo answer carries the Response itself as the cause.
  const status =
    details instanceof Response ? details.status : error.cause instanceof Response ? error.cause.status : undefined;
  // Node's fetch fails with TypeError('fetch failed') whose cause names the network error (ECONNREFUSED, ENOTFOUND).
  const network = error instanceof TypeError ? error.cause : undefined;
  const networkCode =
    typeof network === 'object' && network !== null && 'code' in network && typeof network.code === 'string'
      ? network.code
      : undefined;
  return { message: inner.message, claim, status, networkCode };
}

const CLAIM_FAILURE: Record<string, { reason: TSsoFailure; message: string }> = {
  iss: { reason: 'issuer', message: "The ID token was issued by another issuer than the connection's." },
  aud: {
    reason: 'audience',
    message: 'The ID token was issued for another application (its audience is not this client id).',
  },
  azp: {
    reason: 'audience',
    message: 'The ID token was issued for another application (its authorized party is not this client id).',
  },
  nonce: {
    reason: 'nonce',
    message: "The ID token's nonce does not match this sign-in: it belongs to another sign-in or was replayed.",
  },
  exp: {
    reason: 'expired',
    message: "The ID token has expired. Check that the identity provider's clock is right, then try again.",
  },
  iat: {
    reason: 'expired',
    message: "The ID token was issued too long ago. Check that the identity provider's clock is right.",
  },
  auth_time: { reason: 'expired', message: "The identity provider's sign-in is too old." },
  nbf: {
    reason: 'not_yet_valid',
    message: "The ID token is not valid yet. Check that the identity provider's clock is right.",
  },
};

/** An answer of the IdP's own (`?error=` on the callback, or an error body from the token endpoint). */
function idpError(error: { error: string; error_description?: string | undefined }, where: string): SsoProtocolError {
  const description = idpText(error.error_description);
  const message =
    error.error === 'invalid_grant'
      ? `The identity provider refused the sign-in code at its token endpoint (invalid_grant: the code was already used, has expired, or the PKCE verifier does not match)${description ? `: ${description}` : '.'}`
      : `The identity provider answered with an error ${where} (${idpText(error.error)})${description ? `: ${description}` : '.'}`;
  // The IdP alone knows whether a code was used before: its refusal is the IdP's error, whatever the cause.
  return new SsoProtocolError('idp_error', message);
}

/** Why the issuer's discovery document could not be used. */
export function discoveryFailure(error: unknown, issuer: string): SsoProtocolError {
  const where = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  if (error instanceof SsoProtocolError) return error;
  if (!(error instanceof Error)) return new SsoProtocolError('discovery', `Could not read ${where}.`);
  const inner = innerOf(error);
  const code = (error as client.ClientError).code;
  let message: string;
  if (inner.networkCode !== undefined || (error instanceof TypeError && inner.message === 'fetch failed')) {
    message = `Could not reach ${where} (${inner.networkCode ?? 'network error'}). Check the issuer URL.`;
  } else if (code === 'OAUTH_HTTP_REQUEST_FORBIDDEN') {
    message = `The issuer must be an https:// URL (${issuer}).`;
  } else if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
    message = `${where} answered HTTP ${inner.status ?? 'error'}, not the discovery document. Check the issuer URL.`;
  } else if (code === 'OAUTH_RESPONSE_IS_NOT_JSON' || code === 'OAUTH_PARSE_ERROR') {
    message = `${where} did not answer with a JSON discovery document. Check the issuer URL.`;
  } else if (code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED') {
    message = `The discovery document at ${where} names another issuer than ${issuer}. Enter the issuer exactly as the provider states it.`;
  } else if (code === 'OAUTH_TIMEOUT') {
    message = `${where} did not answer in time.`;
  } else {
    message = `Could not read ${where}: ${inner.message}.`;
  }
  return new SsoProtocolError('discovery', message);
}

/** Why a callback's authorization response, token response, ID token or userinfo was refused. */
export function callbackFailure(error: unknown): SsoProtocolError {
  if (error instanceof SsoProtocolError) return error;
  if (error instanceof client.AuthorizationResponseError) return idpError(error, 'instead of signing the user in');
  if (error instanceof client.ResponseBodyError) return idpError(error, 'at its token endpoint');
  if (!(error instanceof Error))
    return new SsoProtocolError('malformed', "The identity provider's answer could not be read.");
  const inner = innerOf(error);
  const code = (error as client.ClientError).code;
  const fromClaim = inner.claim === undefined ? undefined : CLAIM_FAILURE[inner.claim];
  if ((code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' || code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') && fromClaim) {
    return new SsoProtocolError(fromClaim.reason, fromClaim.message);
  }
  if (code === 'OAUTH_KEY_SELECTION_FAILED' || /signature/i.test(inner.message)) {
    return new SsoProtocolError(
      'signature',
      "The ID token's signature does not verify with the identity provider's published keys (its JWKS): it was forged or signed with another key.",
    );
  }
  if (/"state"/.test(inner.message)) {
    return new SsoProtocolError(
      'state',
      "The sign-in answer's state does not match the sign-in this browser started: start the sign-in again from the login page.",
    );
  }
  if (/"iss"/.test(inner.message)) {
    return new SsoProtocolError('issuer', "The sign-in answer names another issuer than the connection's.");
  }
  if (inner.networkCode !== undefined || (error instanceof TypeError && inner.message === 'fetch failed')) {
    return new SsoProtocolError(
      'idp_error',
      `Could not reach the identity provider (${inner.networkCode ?? 'network error'}).`,
    );
  }
  if (code === 'OAUTH_TIMEOUT')
    return new SsoProtocolError('idp_error', 'The identity provider did not answer in time.');
  return new SsoProtocolError('malformed', `The identity provider's answer was refused: ${inner.message}.`);
}
