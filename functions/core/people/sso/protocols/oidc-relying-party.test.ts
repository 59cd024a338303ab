import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginOidc, discoverOidc, finishOidc, type TOidcConnection } from './oidc-relying-party';
import { startTestIssuer, type TForgery, type TTestIssuer } from './oidc-test-issuer.test-helper';
import { SsoProtocolError, type TSsoFailure } from './sso-claims';

const REDIRECT_URI = 'https://skillway.test/v1/sso/oidc/callback';

let idp: TTestIssuer;
let conn: TOidcConnection;

beforeAll(async () => {
  idp = await startTestIssuer();
  conn = {
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    scopes: ['openid', 'email', 'profile'],
  };
});
afterAll(() => idp.close());

/** A whole sign-in: begin, the IdP's answer (a code for `forgery`), and the callback as the browser brings it back. */
async function signIn(options: { forgery?: TForgery; state?: string; callback?: (url: URL) => void } = {}) {
  const started = await beginOidc(conn, REDIRECT_URI, 'learner1@demo-ltd.test');
  const code = idp.issueCode(started.url, options.forgery ? { forgery: options.forgery } : {});
  const callback = new URL(REDIRECT_URI);
  callback.searchParams.set('code', code);
  callback.searchParams.set('state', options.state ?? started.state);
  options.callback?.(callback);
  return { started, callback, finish: () => finishOidc(conn, REDIRECT_URI, callback, started) };
}

/** The refusal a promise ends in (fails the test when it resolves). */
async function refusal(promise: Promise<unknown>): Promise<SsoProtocolError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SsoProtocolError);
  return error as SsoProtocolError;
}

async function expectRefused(
  promise: Promise<unknown>,
  reason: TSsoFailure,
  message: RegExp,
): Promise<SsoProtocolError> {
  const error = await refusal(promise);
  expect({ reason: error.reason, message: error.message }).toEqual({ reason, message: expect.stringMatching(message) });
  // Never a secret or a token in what an administrator reads.
  expect(error.message).not.toContain(idp.clientSecret);
  expect(error.message).not.toMatch(/eyJ[\w-]+\./);
  return error;
}

describe('discoverOidc', () => {
  it('reads the issuer, the authorization endpoint and the end-session endpoint', async () => {
    await expect(discoverOidc(idp.issuer)).resolves.toEqual({
      issuer: idp.issuer,
      authorizationEndpoint: `${idp.issuer}/authorize`,
      endSessionEndpoint: `${idp.issuer}/logout`,
    });
  });

  it('names the exact cause when the issuer cannot be used', async () => {
    await expectRefused(discoverOidc('not a url'), 'discovery', /"not a url" is not a URL/);
    await expectRefused(discoverOidc(`${idp.issuer}/nowhere`), 'discovery', /openid-configuration answered HTTP 404/);
    // Plain http is the local IdP's privilege only.
    await expectRefused(discoverOidc('http://idp.example.com'), 'discovery', /must be an https:\/\/ URL/);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expectRefused(discoverOidc(`http://127.0.0.1:${port}`), 'discovery', /Could not reach .*ECONNREFUSED/);
  });

  it('refuses a discovery document naming another issuer, or lacking endpoints', async () => {
    let body: Record<string, unknown> = {};
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      body = {
        issuer: 'https://evil.example.com',
        authorization_endpoint: `${base}/a`,
        token_endpoint: `${base}/t`,
        jwks_uri: `${base}/j`,
      };
      await expectRefused(discoverOidc(base), 'discovery', /names another issuer/);
      body = { issuer: base, authorization_endpoint: `${base}/a` };
      await expectRefused(discoverOidc(base), 'discovery', /has no token_endpoint, jwks_uri/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('beginOidc', () => {
  it('sends the user to the authorization endpoint with PKCE (S256), state, nonce, scopes and the login hint', async () => {
    const started = await beginOidc({ ...conn, scopes: ['email'] }, REDIRECT_URI, 'learner1@demo-ltd.test');
    const url = new URL(started.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: idp.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
      state: started.state,
      nonce: started.nonce,
      login_hint: 'learner1@demo-ltd.test',
    });
    // The verifier stays server-side; only its hash travels.
    expect(started.url).not.toContain(started.codeVerifier);
    const again = await beginOidc(conn, REDIRECT_URI);
    expect(again.state).not.toBe(started.state);
    expect(again.nonce).not.toBe(started.nonce);
    expect(new URL(again.url).searchParams.has('login_hint')).toBe(false);
  });
});

describe('finishOidc', () => {
  it('accepts an honest sign-in and returns the ID token claims without the protocol ones', async () => {
    idp.idTokenClaims = {
      email: 'learner1@demo-ltd.test',
      given_name: 'Lee',
      family_name: 'Arner',
      groups: ['Sales', 'Leads'],
      email_verified: true,
    };
    try {
      const { finish } = await signIn();
      await expect(finish()).resolves.toEqual({
        issuer: idp.issuer,
        subject: 'user-1',
        attributes: {
          email: 'learner1@demo-ltd.test',
          given_name: 'Lee',
          family_name: 'Arner',
          groups: ['Sales', 'Leads'],
          email_verified: 'true',
        },
      });
    } finally {
      idp.idTokenClaims = {};
    }
  });

  it('fills in from userinfo when the ID token carries no email (the ID token wins where both have a claim)', async () => {
    idp.idTokenClaims = { given_name: 'From token' };
    idp.userinfo = { email: 'new.starter@demo-ltd.test', given_name: 'From userinfo', family_name: 'Starter' };
    try {
      const { finish } = await signIn();
      await expect(finish()).resolves.toMatchObject({
        subject: 'user-1',
        attributes: { email: 'new.starter@demo-ltd.test', given_name: 'From token', family_name: 'Starter' },
      });
    } finally {
      idp.idTokenClaims = {};
      idp.userinfo = {};
    }
  });

  it('refuses an ID token signed with another key than the issuer publishes', async () => {
    const sameKid = await signIn({ forgery: { foreignKey: true } });
    await expectRefused(
      sameKid.finish(),
      'signature',
      /signature does not verify with the identity provider's published keys/,
    );
    const unknownKid = await signIn({ forgery: { foreignKey: true, kid: 'key-2' } });
    await expectRefused(unknownKid.finish(), 'signature', /signature does not verify/);
  });

  it('refuses an ID token from another issuer', async () => {
    const { finish } = await signIn({ forgery: { claims: { iss: 'https://evil.example.com' } } });
    await expectRefused(finish(), 'issuer', /issued by another issuer/);
  });

  it('refuses an ID token for another client (audience)', async () => {
    const { finish } = await signIn({ forgery: { claims: { aud: 'another-client' } } });
    await expectRefused(finish(), 'audience', /issued for another application/);
  });

  it('refuses an expired ID token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { finish } = await signIn({ forgery: { claims: { iat: now - 900, exp: now - 600 } } });
    await expectRefused(finish(), 'expired', /ID token has expired/);
  });

  it('refuses an ID token whose nonce belongs to another sign-in', async () => {
    const { finish } = await signIn({ forgery: { claims: { nonce: 'nonce-of-another-sign-in' } } });
    await expectRefused(finish(), 'nonce', /nonce does not match this sign-in/);
  });

  it("refuses a callback whose state is not this browser's sign-in, before redeeming the code", async () => {
    const { finish } = await signIn({ state: 'state-of-another-sign-in' });
    await expectRefused(finish(), 'state', /state does not match the sign-in this browser started/);
    const missing = await signIn({ callback: (url) => url.searchParams.delete('state') });
    await expectRefused(missing.finish(), 'state', /state does not match/);
  });

  it("refuses a code used twice (the IdP refuses it) and a PKCE verifier that is not the sign-in's", async () => {
    const { finish, callback, started } = await signIn();
    await expect(finish()).resolves.toMatchObject({ subject: 'user-1' });
    await expectRefused(finish(), 'idp_error', /refused the sign-in code .*invalid_grant.*already used/);

    const other = await signIn();
    await expectRefused(
      finishOidc(conn, REDIRECT_URI, other.callback, { ...other.started, codeVerifier: started.codeVerifier }),
      'idp_error',
      /invalid_grant.*PKCE/,
    );
    expect(callback.searchParams.get('code')).not.toBe(other.callback.searchParams.get('code'));
  });

  it("reports the IdP's own refusal (error on the callback)", async () => {
    const started = await beginOidc(conn, REDIRECT_URI);
    const callback = new URL(REDIRECT_URI);
    callback.search = new URLSearchParams({
      error: 'access_denied',
      error_description: 'The user is not assigned to this app.',
      state: started.state,
    }).toString();
    await expectRefused(
      finishOidc(conn, REDIRECT_URI, callback, started),
      'idp_error',
      /access_denied.*not assigned to this app/,
    );
  });

  it('refuses a client secret the IdP does not accept', async () => {
    const wrong = { ...conn, clientSecret: 'wrong-secret' };
    const started = await beginOidc(wrong, REDIRECT_URI);
    const callback = new URL(REDIRECT_URI);
    callback.search = new URLSearchParams({ code: idp.issueCode(started.url), state: started.state }).toString();
    const error = await expectRefused(
      finishOidc(wrong, REDIRECT_URI, callback, started),
      'idp_error',
      /invalid_client/,
    );
    expect(error.message).not.toContain('wrong-secret');
  });
});
