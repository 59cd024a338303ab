import { SSO_ERROR, type TSsoProtocol } from '@skillway/shared';
import { presentsBinding } from './browser-binding';
import { findConnection, type TSsoConnectionItem } from './connection-repository';
import { oidcConnectionOf, samlConnectionOf, samlServiceProviderOf } from './connection-protocol';
import { finishOidc } from './protocols/oidc-relying-party';
import { finishSaml } from './protocols/saml-service-provider';
import { SsoProtocolError, type TSsoClaims } from './protocols/sso-claims';
import { claimAssertion } from './replay-guard';
import { takeSsoRequest, type TSsoRequestItem } from './request-repository';
import { SsoRefusal, type TRefusedTest } from './sso-refusal';

/** The IdP's answer as the callback or the ACS received it. */
export type TIdpAnswer =
  | { protocol: 'oidc'; state: string | undefined; callbackUrl: URL; cookies: readonly string[] | undefined }
  | { protocol: 'saml'; state: string | undefined; samlResponse: string | undefined; cookies: readonly string[] | undefined };

export interface TVerifiedAnswer {
  request: TSsoRequestItem;
  connection: TSsoConnectionItem;
  claims: TSsoClaims;
}

function testOf(request: TSsoRequestItem): TRefusedTest | undefined {
  return request.kind === 'test' && request.test_id
    ? { companyId: request.company_id, testId: request.test_id, connectionId: request.connection_id }
    : undefined;
}

/**
 * Verifies an IdP's answer for the sign-in this browser began. The sign-in (its state: the OIDC `state`, or SAML's
 * RelayState) is taken first, so it is used once whatever happens next: an unknown, reused or expired state, or an
 * answer carried to another browser (no binding cookie), is refused `expired`. Then the protocol's checks
 * (people/sso/protocols); a SAML assertion id is recorded as used as the last of them (a replay is refused).
 * Throws SsoRefusal; the protocol's exact message is its `detail`, for a test's result.
 */
export async function verifyIdpAnswer(answer: TIdpAnswer, nowMs = Date.now()): Promise<TVerifiedAnswer> {
  if (!answer.state) {
    // A SAML response without RelayState is IdP-initiated (off: nothing here asked for it).
    const reason = answer.protocol === 'saml' ? 'no RelayState (IdP-initiated sign-in is off)' : 'no state';
    throw new SsoRefusal(SSO_ERROR.EXPIRED, reason);
  }
  const request = await takeSsoRequest(answer.state, nowMs);
  if (!request) throw new SsoRefusal(SSO_ERROR.EXPIRED, 'unknown, used or expired state');
  const test = testOf(request);
  if (!presentsBinding(answer.cookies, request.binding_hash)) {
    throw new SsoRefusal(
      SSO_ERROR.EXPIRED,
      'browser binding cookie missing or different',
      'The answer came back to a browser other than the one that started the sign-in (or its cookie was blocked). Start it again in one browser.',
      test,
    );
  }
  const connection = await findConnection(request.company_id, request.connection_id, true);
  if (!connection) throw new SsoRefusal(SSO_ERROR.FAILED, 'connection deleted during the sign-in', undefined, test);
  const expected: TSsoProtocol = connection.protocol;
  if (expected !== answer.protocol) {
    throw new SsoRefusal(SSO_ERROR.FAILED, `a ${answer.protocol} answer for a ${expected} sign-in`, undefined, test);
  }

  try {
    if (answer.protocol === 'oidc') {
      const claims = await finishOidc(oidcConnectionOf(connection), request.return_url, answer.callbackUrl, {
        state: request.state,
        nonce: request.nonce ?? '',
        codeVerifier: request.code_verifier ?? '',
      });
      return { request, connection, claims };
    }
    if (!answer.samlResponse) throw new SsoProtocolError('malformed', 'The identity provider posted no SAMLResponse.');
    const claims = await finishSaml(
      samlConnectionOf(connection),
      samlServiceProviderOf(connection.connection_id),
      { SAMLResponse: answer.samlResponse },
      { requestId: request.saml_request_id ?? '' },
      async (assertionId, notOnOrAfter) =>
        !(await claimAssertion(connection.connection_id, assertionId, notOnOrAfter.toISOString(), nowMs)),
    );
    return { request, connection, claims };
  } catch (error) {
    if (error instanceof SsoProtocolError) {
      throw new SsoRefusal(SSO_ERROR.FAILED, `refused by the protocol checks (${error.reason})`, error.message, test);
    }
    throw error;
  }
}
