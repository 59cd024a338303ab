import { SamlStatusError } from '@node-saml/node-saml';
import { SsoProtocolError } from './sso-claims';

/**
 * node-saml's refusals as SsoProtocolError. node-saml raises plain Errors whose fixed messages name the failed check
 * ("Invalid signature", "SAML assertion expired: …", "InResponseTo is missing from response"); they are matched here
 * and reworded for the administrator, with the values to fix on the IdP's side.
 */

const IDP_TEXT_MAX = 300;

export function samlFailure(error: unknown, context: { signed: boolean; audience: string }): SsoProtocolError {
  if (error instanceof SsoProtocolError) return error;
  if (error instanceof SamlStatusError) {
    return new SsoProtocolError(
      'idp_error',
      `The identity provider did not sign the user in: ${error.message.slice(0, IDP_TEXT_MAX)}.`,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  const refuse = (reason: SsoProtocolError['reason'], text: string) => new SsoProtocolError(reason, text);
  if (message.startsWith('InResponseTo is missing')) {
    return refuse(
      'in_response_to',
      "The identity provider sent a sign-in that this product did not request (IdP-initiated sign-in is not accepted). Start the sign-in from the product's login page.",
    );
  }
  if (/InResponseTo/.test(message)) {
    return refuse(
      'in_response_to',
      'The SAML response answers another sign-in request than the one this browser started. Start the sign-in again.',
    );
  }
  if (/multiple assertions/.test(message))
    return refuse('malformed', 'The SAML response holds more than one assertion.');
  if (/decryption key|EncryptedAssertion/.test(message)) {
    return refuse(
      'malformed',
      'The identity provider encrypted the assertion. Turn assertion encryption off for this application at the identity provider.',
    );
  }
  if (/^Invalid (document )?signature|Cannot obtain assertion from signed data/.test(message)) {
    return context.signed
      ? refuse(
          'signature',
          "The SAML response's signature does not verify with the connection's IdP certificates: it was altered or signed with another certificate. Upload the IdP's current metadata.",
        )
      : refuse(
          'unsigned',
          'Neither the SAML response nor its assertion is signed. Set the identity provider to sign the assertion (or the response).',
        );
  }
  if (/not yet valid/.test(message)) {
    return refuse(
      'not_yet_valid',
      "The SAML assertion is not valid yet (NotBefore). Check that the identity provider's clock is right.",
    );
  }
  if (/expired|No valid subject confirmation/.test(message)) {
    return refuse(
      'expired',
      "The SAML assertion has expired (NotOnOrAfter). Sign in again; if it persists, check the identity provider's clock.",
    );
  }
  if (/audience|AudienceRestriction/i.test(message)) {
    return refuse(
      'audience',
      `The SAML assertion is for another service provider: its audience is not ${context.audience}. Set the application's Entity ID (Audience URI) to ${context.audience}.`,
    );
  }
  if (/Missing SAML assertion/.test(message)) return refuse('malformed', 'The SAML response holds no assertion.');
  return refuse('malformed', `The SAML response could not be read: ${message.slice(0, IDP_TEXT_MAX)}.`);
}
