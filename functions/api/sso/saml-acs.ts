import { verifySamlAnswer } from '../../core/people/sso/verify-saml-answer';
import { respondToIdpAnswer } from '../../core/workflows/sso-answer';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Form fields longer than this are not a SAML response (a response with its certificates is a few tens of KB). */
const FORM_MAX_BYTES = 512 * 1024;

/** The urlencoded form the IdP's page posts (API Gateway hands form posts base64-encoded). */
function formOf(body: string | undefined, base64: boolean): URLSearchParams {
  if (!body) return new URLSearchParams();
  const text = base64 ? Buffer.from(body, 'base64').toString('utf8') : body;
  return new URLSearchParams(text.length > FORM_MAX_BYTES ? '' : text);
}

/** The SAML Assertion Consumer Service (HTTP-POST binding): RelayState names the sign-in this browser began. */
export const handler = defineHandler('sso.samlAcs', async ({ event, log }) => {
  const form = formOf(event.body, event.isBase64Encoded);
  const answer = {
    state: form.get('RelayState') ?? undefined,
    samlResponse: form.get('SAMLResponse') ?? undefined,
    cookies: event.cookies,
  };
  return respondToIdpAnswer(() => verifySamlAnswer(answer), log);
});
