import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * An in-process OpenID provider for the relying party's tests: a discovery document, a JWKS, a token endpoint that
 * checks the client secret, the PKCE verifier and the redirect URI and redeems each code once, and a userinfo
 * endpoint. A test issues a code for a sign-in and says how to forge its ID token (another key, issuer, audience…).
 */

export interface TForgery {
  /** Sign with another key than the published one (same kid unless `kid` is given). */
  foreignKey?: boolean;
  kid?: string;
  /** Claims laid over the honest ones (`iss`, `aud`, `exp`, `nonce`, …); `undefined` removes a claim. */
  claims?: Partial<Record<string, unknown>>;
}

interface TIssuedCode {
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
  subject: string;
  forgery: TForgery;
  used: boolean;
}

export interface TTestIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the IdP returns when the user signs in: a code for this authorization URL (from beginOidc). */
  issueCode(authorizationUrl: string, options?: { subject?: string; forgery?: TForgery }): string;
  /** The userinfo endpoint's claims for every subject. */
  userinfo: Record<string, unknown>;
  /** Claims every honest ID token carries besides the protocol ones. */
  idTokenClaims: Record<string, unknown>;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestIssuer(): Promise<TTestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, TIssuedCode>();
  const accessTokens = new Map<string, string>();
  const clientId = 'skillway-test-client';
  const clientSecret = 'test-secret-not-real';
  let issuer = '';

  async function idTokenFor(code: TIssuedCode): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      iss: issuer,
      sub: code.subject,
      aud: clientId,
      iat: now,
      exp: now + 300,
      nonce: code.nonce,
      ...state.idTokenClaims,
      ...code.forgery.claims,
    };
    for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
    const key: CryptoKey = code.forgery.foreignKey ? foreign.privateKey : privateKey;
    return new SignJWT(claims as JWTPayload)
      .setProtectedHeader({ alg: 'RS256', kid: code.forgery.kid ?? 'key-1' })
      .sign(key);
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await bodyOf(req);
    const basic = req.headers.authorization?.replace(/^Basic /, '') ?? '';
    const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent);
    if (id !== clientId || secret !== clientSecret) return send(res, 401, { error: 'invalid_client' });
    const code = codes.get(form.get('code') ?? '');
    if (!code || code.used)
      return send(res, 400, { error: 'invalid_grant', error_description: 'The code is unknown or was already used.' });
    code.used = true;
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (challenge !== code.codeChallenge)
      return send(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed.' });
    if (form.get('redirect_uri') !== code.redirectUri)
      return send(res, 400, { error: 'invalid_grant', error_description: 'redirect_uri mismatch.' });
    const accessToken = randomUUID();
    accessTokens.set(accessToken, code.subject);
    send(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 300,
      id_token: await idTokenFor(code),
    });
  }

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (path === '/.well-known/openid-configuration') {
      return send(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/logout`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (path === '/jwks') return send(res, 200, { keys: [jwk] });
    if (path === '/token' && req.method === 'POST') {
      token(req, res).catch(() => send(res, 500, { error: 'server_error' }));
      return;
    }
    if (path === '/userinfo') {
      const subject = accessTokens.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
      return subject === undefined
        ? send(res, 401, { error: 'invalid_token' })
        : send(res, 200, { sub: subject, ...state.userinfo });
    }
    send(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state: TTestIssuer = {
    issuer,
    clientId,
    clientSecret,
    userinfo: {},
    idTokenClaims: {},
    issueCode(authorizationUrl, options = {}) {
      const query = new URL(authorizationUrl).searchParams;
      const code = randomUUID();
      codes.set(code, {
        nonce: query.get('nonce') ?? '',
        codeChallenge: query.get('code_challenge') ?? '',
        redirectUri: query.get('redirect_uri') ?? '',
        subject: options.subject ?? 'user-1',
        forgery: options.forgery ?? {},
        used: false,
      });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return state;
}
