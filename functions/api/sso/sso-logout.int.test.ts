/**
 * Sign-out after single sign-on (issue 30: "Sign-out ends the product session and, where the IdP supports it, offers
 * the IdP's logout"): a session the local OpenID provider opened is answered, on logout, with that IdP's
 * RP-Initiated Logout URL, which the IdP accepts and which returns to the login page; a SAML session and a password
 * session are answered without one. The logout call carries what a browser sends to /v1/logout (the CookieJar applies
 * the cookies' paths: the SSO session's marker goes, the refresh cookie does not).
 */
import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE_NAME, SSO_SESSION_COOKIE } from '@skillway/shared';
import { registerCompany } from '../../../test/factories/accounts';
import { call, login } from '../../../test/factories/http';
import { stackUrl } from '../../../test/factories/stack-context';
import { DEMO_OIDC_CLIENT_ID, findDemoIdpUser, localIdps, signInAtLocalIdp } from '../../../test/support/local-idps';
import { sessionFrom } from './sso-fixtures.test-helper';

const logoutUrl = () => `${stackUrl()}/v1/logout`;

async function connectionId(name: string): Promise<string> {
  const admin = await login('admin@demo-ltd.test', 'Admin!Pass1');
  const settings = (await call('GET', '/v1/sso', { token: admin.token })).body.data;
  const found = settings.connections.find((connection: { name: string }) => connection.name === name);
  if (!found) throw new Error(`the demo seed has no "${name}" connection`);
  return found.id as string;
}

/** A whole sign-in at a local IdP: the session's token and the browser's cookie jar (the IdP's and the product's). */
async function ssoSession(connection: string, email: string) {
  const user = findDemoIdpUser(email)!;
  const start = `${stackUrl()}/v1/sso/start?connection=${connection}&login_hint=${encodeURIComponent(email)}`;
  const back = await signInAtLocalIdp(start, user.email, user.password);
  const answer = await back.deliver();
  expect(new URL(answer.headers.get('location')!).pathname).toBe('/sso/complete');
  const session = await sessionFrom(answer);
  return { token: session.token, jar: back.jar };
}

async function logout(token: string, cookie: string) {
  return call('DELETE', '/v1/logout', { token, headers: cookie ? { cookie } : {} });
}

describe('logout after single sign-on', () => {
  it("answers an OpenID Connect session with its IdP's end_session URL, which signs the person out there", async () => {
    const { token, jar } = await ssoSession(await connectionId('Demo OIDC'), 'learner1@demo-ltd.test');
    const cookie = jar.header(logoutUrl());
    expect(cookie).toContain(`${SSO_SESSION_COOKIE}=`);
    expect(cookie).not.toContain(`${REFRESH_COOKIE_NAME}=`);

    const out = await logout(token, cookie);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ message: expect.any(String), idp_name: 'Demo OIDC' });
    const discovery = (await (await fetch(`${localIdps().oidc.issuer}/.well-known/openid-configuration`)).json()) as {
      end_session_endpoint: string;
    };
    const url = new URL(out.body.idp_logout_url as string);
    expect(`${url.origin}${url.pathname}`).toBe(discovery.end_session_endpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: DEMO_OIDC_CLIENT_ID,
      post_logout_redirect_uri: `${stackUrl()}/login`,
    });
    // The product session is over, and the marker went with it.
    expect(out.headers.getSetCookie()).toContain(
      `${SSO_SESSION_COOKIE}=; Path=/v1/logout; Max-Age=0; HttpOnly; SameSite=Strict`,
    );
    expect((await call('GET', '/v1/user/profile', { token })).status).toBe(401);

    // The IdP takes the URL as it is (no id_token_hint): it asks, the person confirms, it returns to the login page.
    const page = await fetch(url, { headers: { cookie: jar.header(url.href) } });
    jar.store(url.href, page.headers.getSetCookie());
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Sign out of the demo identity provider?');
    const action = new URL(/<form[^>]*action="([^"]+)"/.exec(html)![1]!, url).href;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const confirmed = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(action), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${stackUrl()}/login`);
  });

  it('answers a SAML session without one (SAML single logout is not offered)', async () => {
    const { token, jar } = await ssoSession(await connectionId('Demo SAML'), 'learner2@demo-ltd.test');
    const cookie = jar.header(logoutUrl());
    expect(cookie).toContain(`${SSO_SESSION_COOKIE}=`);
    const out = await logout(token, cookie);
    expect(out.status).toBe(200);
    expect(out.body).not.toHaveProperty('idp_logout_url');
  });

  it("answers a password session without one, even carrying another user's SSO marker", async () => {
    const { jar } = await ssoSession(await connectionId('Demo OIDC'), 'manager@demo-ltd.test');
    const someoneElses = jar.header(logoutUrl());
    expect(someoneElses).toContain(`${SSO_SESSION_COOKIE}=`);

    const account = await registerCompany();
    const plain = await logout(account.token, '');
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({ message: expect.any(String) });

    // The marker is looked up under the signed-in user: another user's names no session of theirs.
    const again = await login(account.email, account.password);
    const planted = await logout(again.token, someoneElses);
    expect(planted.status).toBe(200);
    expect(planted.body).toEqual({ message: expect.any(String) });
  });
});
