/**
 * The stack starts the local identity providers with the rest and hands their URLs to the handlers and the tests
 * (the SSO sign-in tests themselves are beside the SSO handlers and in test/e2e).
 */
import { describe, expect, inject, it } from 'vitest';
import { stackUrl } from '../factories/stack-context';
import {
  DEMO_OIDC_CLIENT_ID,
  DEMO_OIDC_CLIENT_SECRET,
  LOCAL_IDP_ENV,
  localIdps,
  signInAtLocalIdp,
} from '../support/local-idps';

describe('the local identity providers', () => {
  it('run beside the stack on loopback ports, and the handlers have their URLs', async () => {
    const idps = localIdps();
    const env = inject('stackEnv');
    expect(env).toMatchObject({
      [LOCAL_IDP_ENV.OIDC_ISSUER]: idps.oidc.issuer,
      [LOCAL_IDP_ENV.OIDC_CLIENT_ID]: DEMO_OIDC_CLIENT_ID,
      [LOCAL_IDP_ENV.OIDC_CLIENT_SECRET]: DEMO_OIDC_CLIENT_SECRET,
      [LOCAL_IDP_ENV.SAML_IDP_METADATA_URL]: idps.saml.metadataUrl,
      [LOCAL_IDP_ENV.SAML_IDP_ENTITY_ID]: idps.saml.entityId,
      [LOCAL_IDP_ENV.SAML_IDP_SSO_URL]: idps.saml.ssoUrl,
    });
    expect(idps.oidc.redirectUri).toBe(`${stackUrl()}/v1/sso/oidc/callback`);

    const discovery = (await (await fetch(idps.oidc.discoveryUrl)).json()) as { issuer: string };
    expect(discovery.issuer).toBe(idps.oidc.issuer);
    const metadata = await (await fetch(idps.saml.metadataUrl)).text();
    expect(metadata).toContain(`entityID="${idps.saml.entityId}"`);
  });

  it('the OIDC provider knows the stack’s callback as the demo client’s redirect URI', async () => {
    const { oidc } = localIdps();
    const authorize = new URL(`${oidc.issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: DEMO_OIDC_CLIENT_ID,
      response_type: 'code',
      redirect_uri: oidc.redirectUri,
      scope: 'openid email',
      state: 'integration',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const back = await signInAtLocalIdp(authorize.href, 'learner1@demo-ltd.test', 'Learner!Pass1');
    const url = new URL(back.url);
    expect(`${url.origin}${url.pathname}`).toBe(oidc.redirectUri);
    expect(url.searchParams.get('code')).toBeTruthy();
    expect(url.searchParams.get('state')).toBe('integration');
  });
});
