import { oidcConnectionOf } from './connection-protocol';
import { protocolRefusal, takeBoundRequest, type TAnswerBinding, type TVerifiedAnswer } from './finish-answer';
import { finishOidc } from './protocols/oidc-relying-party';

/**
 * The OIDC callback's answer: the sign-in this browser began (finish-answer.ts), then openid-client's checks (the
 * state, the code redeemed with the PKCE verifier at the same redirect URI, the ID token's signature, issuer,
 * audience, expiry and nonce). Throws SsoRefusal.
 */
export async function verifyOidcAnswer(
  answer: TAnswerBinding & { callbackUrl: URL },
  nowMs = Date.now(),
): Promise<TVerifiedAnswer> {
  const { request, connection, test } = await takeBoundRequest('oidc', answer, nowMs);
  try {
    const claims = await finishOidc(oidcConnectionOf(connection), request.return_url, answer.callbackUrl, {
      state: request.state,
      nonce: request.nonce ?? '',
      codeVerifier: request.code_verifier ?? '',
    });
    return { request, connection, claims };
  } catch (error) {
    throw protocolRefusal(error, test);
  }
}
