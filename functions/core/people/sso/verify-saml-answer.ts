import { samlConnectionOf, samlServiceProviderOf } from './connection-protocol';
import { protocolRefusal, takeBoundRequest, type TAnswerBinding, type TVerifiedAnswer } from './finish-answer';
import { finishSaml } from './protocols/saml-service-provider';
import { SsoProtocolError } from './protocols/sso-claims';
import { claimAssertion } from './replay-guard';

/**
 * The SAML ACS's answer: the sign-in this browser began (its RelayState; finish-answer.ts), then node-saml's checks and
 * the product's on the verified assertion (issuer, Recipient, InResponseTo, Destination), the assertion's id
 * recorded as used as the last of them (a replay is refused). Throws SsoRefusal.
 */
export async function verifySamlAnswer(
  answer: TAnswerBinding & { samlResponse: string | undefined },
  nowMs = Date.now(),
): Promise<TVerifiedAnswer> {
  const { request, connection, test } = await takeBoundRequest('saml', answer, nowMs);
  try {
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
    throw protocolRefusal(error, test);
  }
}
