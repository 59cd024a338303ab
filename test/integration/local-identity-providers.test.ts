/**
 * The stack starts the local identity providers with the rest and hands their URLs to the handlers and the tests
 * (the SSO sign-in tests themselves are beside the SSO handlers and in test/e2e).
 */
import { describe, expect, inject, it } from 'vitest';
import { stackUrl } from '../factories/stack-context';
import {
  CookieJar,
  DEMO_IDP_USERS,
  DEMO_OIDC_CLIENT_ID,
  DEMO_OIDC_CLIENT_SECRET,
  DEMO_OIDC_SCOPES,
  findDemoIdpUser,
  LOCAL_IDP_ENV,
  LocalIdpSignInError,
  localIdps,
  signInAtLocalIdp,
} from '../support/local-idps';

/** An authorization request of the demo client (a fixed PKCE challenge: nothing here redeems the code). */
function authorizeUrl(state: string, redirectUri = localIdps().oidc.redirectUri): string {
  const url = new URL(`${localIdps().oidc.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: DEMO_OIDC_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: DEMO_OIDC_SCOPES.join(' '),
    state,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  return url.href;
}

describe('the local identity providers', () => {
  it('run beside the stack on loopback ports, and the handlers have their URLs', async () => {
    const idps = localIdps();
    expect(inject('stackEnv')).toMatchObject({
      [LOCAL_IDP_ENV.OIDC_ISSUER]: idps.oidc.issuer,
      [LOCAL_IDP_ENV.OIDC_CLIENT_ID]: DEMO_OIDC_CLIENT_ID,
      [LOCAL_IDP_ENV.OIDC_CLIENT_SECRET]: DEMO_OIDC_CLIENT_SECRET,
      [LOCAL_IDP_ENV.SAML_IDP_METADATA_URL]: idps.saml.metadataUrl,
      [LOCAL_IDP_ENV.SAML_IDP_ENTITY_ID]: idps.saml.entityId,
      [LOCAL_IDP_ENV.SAML_IDP_SSO_URL]: idps.saml.ssoUrl,
    });
    expect(idps.oidc.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(idps.oidc.redirectUri).toBe(`${stackUrl()}/v1/sso/oidc/callback`);

    const discovery = (await (await fetch(idps.oidc.discoveryUrl)).json()) as { issuer: string };
    expect(discovery.issuer).toBe(idps.oidc.issuer);
    const metadata = await (await fetch(idps.saml.metadataUrl)).text();
    expect(metadata).toContain(`entityID="${idps.saml.entityId}"`);
  });

  it('every demo account signs in at the OIDC provider, back to the stack’s callback', async () => {
    for (const user of DEMO_IDP_USERS) {
      const back = await signInAtLocalIdp(authorizeUrl(user.email), user.email, user.password);
      const url = new URL(back.url);
      expect(`${url.origin}${url.pathname}`).toBe(localIdps().oidc.redirectUri);
      expect(url.searchParams.get('code')).toBeTruthy();
      expect(url.searchParams.get('state')).toBe(user.email);
    }
    expect(findDemoIdpUser('NEW.STARTER@demo-ltd.test')).toMatchObject({
      in_product: false,
      password: 'Starter!Pass1',
    });
  });

  it('a wrong password stays at the IdP; a signed-in browser (its cookie jar) is not asked again', async () => {
    const jar = new CookieJar();
    await expect(signInAtLocalIdp(authorizeUrl('wrong'), 'learner1@demo-ltd.test', 'nope', { jar })).rejects.toThrow(
      LocalIdpSignInError,
    );
    await signInAtLocalIdp(authorizeUrl('first'), 'learner1@demo-ltd.test', 'Learner!Pass1', { jar });
    const again = await signInAtLocalIdp(authorizeUrl('again'), 'learner1@demo-ltd.test', 'not asked', { jar });
    expect(new URL(again.url).searchParams.get('state')).toBe('again');
  });
});
