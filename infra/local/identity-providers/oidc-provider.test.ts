import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OIDC_CLIENT_ID, DEMO_OIDC_CLIENT_SECRET, DEMO_OIDC_SCOPES } from './demo-idp-settings';
import { DEMO_IDP_USERS, demoIdpSubject } from './demo-idp-users';
import { startLocalIdentityProviders, type TLocalIdentityProviders } from './local-identity-providers';
import { CookieJar, LocalIdpSignInError, signInAtLocalIdp } from './sign-in-driver';

/** No product runs here: the flow stops at the redirect back to its callback, which the test reads. */
const APP_URL = 'http://localhost:3999';
const REDIRECT_URI = `${APP_URL}/v1/sso/oidc/callback`;

let idps: TLocalIdentityProviders;
let config: client.Configuration;

beforeAll(async () => {
  idps = await startLocalIdentityProviders({ appUrl: APP_URL });
  // The way the product's relying party meets it: discovery from the issuer, a confidential client, http allowed
  // (loopback only, as locally).
  config = await client.discovery(
    new URL(idps.urls.oidc.issuer),
    DEMO_OIDC_CLIENT_ID,
    undefined,
    client.ClientSecretBasic(DEMO_OIDC_CLIENT_SECRET),
    { execute: [client.allowInsecureRequests] },
  );
});
afterAll(() => idps?.close());

async function authorizationRequest(extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: DEMO_OIDC_SCOPES.join(' '),
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { url, verifier, state, nonce };
}

describe('the local OpenID Connect provider', () => {
  it('publishes its discovery document: code flow, S256 PKCE, the demo scopes and claims, end_session', async () => {
    const response = await fetch(idps.urls.oidc.discoveryUrl);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: idps.urls.oidc.issuer,
      authorization_endpoint: `${idps.urls.oidc.issuer}/auth`,
      token_endpoint: `${idps.urls.oidc.issuer}/token`,
      end_session_endpoint: `${idps.urls.oidc.issuer}/session/end`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining([...DEMO_OIDC_SCOPES]));
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(['email', 'email_verified', 'given_name', 'family_name', 'groups', 'department']),
    );
    expect(idps.urls.oidc.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('completes a code flow with PKCE: the ID token (and userinfo) carry the demo user’s claims', async () => {
    const request = await authorizationRequest({ login_hint: 'learner1@demo-ltd.test' });
    const back = await signInAtLocalIdp(request.url.href, 'learner1@demo-ltd.test', 'Learner!Pass1');
    expect(back.method).toBe('GET');
    expect(back.url.startsWith(`${REDIRECT_URI}?`)).toBe(true);

    const tokens = await client.authorizationCodeGrant(config, new URL(back.url), {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    });
    const claims = tokens.claims();
    const learner = DEMO_IDP_USERS[0]!;
    expect(claims).toMatchObject({
      iss: idps.urls.oidc.issuer,
      aud: DEMO_OIDC_CLIENT_ID,
      sub: demoIdpSubject(learner.email),
      email: 'learner1@demo-ltd.test',
      email_verified: true,
      given_name: 'Tom',
      family_name: 'Baker',
      department: 'Warehouse',
      groups: ['All Staff', 'Warehouse'],
    });
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims!.sub);
    expect(userinfo).toMatchObject({
      email: learner.email,
      groups: [...learner.groups],
      department: learner.department,
    });
  });

  it('a code is good only with its PKCE verifier, and only once', async () => {
    const request = await authorizationRequest();
    const back = await signInAtLocalIdp(request.url.href, 'new.starter@demo-ltd.test', 'Starter!Pass1');
    const redeem = (pkceCodeVerifier: string) =>
      client.authorizationCodeGrant(config, new URL(back.url), {
        pkceCodeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
      });
    await expect(redeem(client.randomPKCECodeVerifier())).rejects.toMatchObject({ error: 'invalid_grant' });
    const tokens = await redeem(request.verifier);
    expect(tokens.claims()).toMatchObject({ email: 'new.starter@demo-ltd.test', given_name: 'Robin' });
    await expect(redeem(request.verifier)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('requires PKCE: a request without a code challenge is answered with an error at the callback', async () => {
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      state: 'no-pkce',
    });
    const back = await signInAtLocalIdp(url.href, 'learner1@demo-ltd.test', 'Learner!Pass1');
    const answer = new URL(back.url).searchParams;
    expect(answer.get('error')).toBe('invalid_request');
    expect(answer.get('error_description')).toMatch(/PKCE/);
    expect(answer.get('state')).toBe('no-pkce');
  });

  it('knows the product’s callback on localhost and 127.0.0.1 (the stack answers on both)', async () => {
    const twin = await authorizationRequest({ redirect_uri: 'http://127.0.0.1:3999/v1/sso/oidc/callback' });
    const back = await signInAtLocalIdp(twin.url.href, 'learner1@demo-ltd.test', 'Learner!Pass1');
    expect(back.url.startsWith('http://127.0.0.1:3999/v1/sso/oidc/callback?code=')).toBe(true);
  });

  it('refuses a wrong password on its form, and a redirect URI it does not know', async () => {
    const request = await authorizationRequest();
    await expect(signInAtLocalIdp(request.url.href, 'learner1@demo-ltd.test', 'wrong')).rejects.toThrow(
      new LocalIdpSignInError('The IdP refused the sign-in: Email or password is incorrect.'),
    );
    const elsewhere = await authorizationRequest({ redirect_uri: 'http://localhost:4999/v1/sso/oidc/callback' });
    await expect(signInAtLocalIdp(elsewhere.url.href, 'learner1@demo-ltd.test', 'Learner!Pass1')).rejects.toThrow(
      /redirect_uri did not match/,
    );
  });

  it('keeps the person signed in at the IdP until end_session signs them out', async () => {
    const jar = new CookieJar();
    const first = await authorizationRequest();
    const back = await signInAtLocalIdp(first.url.href, 'manager@demo-ltd.test', 'Manager!Pass1', { jar });
    const tokens = await client.authorizationCodeGrant(config, new URL(back.url), {
      pkceCodeVerifier: first.verifier,
      expectedState: first.state,
      expectedNonce: first.nonce,
    });

    // Signed in at the IdP: the next request comes straight back, no form (the password is not even used).
    const again = await authorizationRequest();
    const silent = await signInAtLocalIdp(again.url.href, 'manager@demo-ltd.test', 'not used', { jar });
    expect(new URL(silent.url).searchParams.get('code')).toBeTruthy();

    // RP-initiated logout: the IdP's page asks, the person confirms, the IdP returns to the product.
    const endSession = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${APP_URL}/login`,
      state: 'bye',
    });
    const page = await fetch(endSession, { headers: { cookie: jar.header(endSession.href) } });
    jar.store(endSession.href, page.headers.getSetCookie());
    const html = await page.text();
    expect(html).toContain('<h1>Sign out of the demo identity provider?</h1>');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const confirmUrl = new URL(action, endSession).href;
    const confirmed = await fetch(confirmUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(confirmUrl), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    jar.store(confirmUrl, confirmed.headers.getSetCookie());
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${APP_URL}/login?state=bye`);

    // Signed out: the form is back, and a wrong password is refused there.
    const third = await authorizationRequest();
    await expect(signInAtLocalIdp(third.url.href, 'manager@demo-ltd.test', 'wrong', { jar })).rejects.toThrow(
      LocalIdpSignInError,
    );
  });

  it('its login page is plain accessible HTML: a heading, labelled fields, a Sign in button', async () => {
    const request = await authorizationRequest({ login_hint: 'learner2@demo-ltd.test' });
    const jar = new CookieJar();
    let url = request.url.href;
    let response: Response;
    for (;;) {
      response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(url) } });
      jar.store(url, response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (!location) break;
      url = new URL(location, url).href;
    }
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Sign in to Demo Ltd</h1>');
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(html).toContain('value="learner2@demo-ltd.test"');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(response.headers.get('content-security-policy')).toContain(`form-action 'self' ${APP_URL}`);
  });
});
