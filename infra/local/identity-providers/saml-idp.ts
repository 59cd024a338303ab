/**
 * The local SAML 2.0 identity provider, SP-initiated: the product's AuthnRequest arrives at the SSO URL (HTTP-Redirect
 * or HTTP-POST binding), the person signs in on the IdP's form (the demo directory, demo-idp-users.ts), and the IdP
 * answers with the HTTP-POST binding: an auto-posting form carrying the signed Response (saml-response.ts) and the
 * RelayState to the request's ACS on the product's origin.
 *
 * Paths (SAML_IDP_PATHS): `/saml/metadata` (its metadata: entity id = this URL, the SSO service, the signing
 * certificate), `/saml/sso`, `/saml/login` (the form's post) and `/saml/logout` (ends the IdP's own session, as an
 * IdP's sign-out page does; no SAML single logout protocol). A signed-in person's next AuthnRequest is answered at
 * once unless it asks ForceAuthn (a session of 8 hours, in memory, cookie `skillway_saml_idp`).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closableServer } from '../closable-server';
import { readBody } from '../request-body';
import { PRODUCT_SAML_ACS_PATH, productOrigins, SAML_IDP_PATHS } from './demo-idp-settings';
import { checkDemoIdpPassword, findDemoIdpUser, type TDemoIdpUser } from './demo-idp-users';
import { escapeHtml, sendAutoPostPage, sendLoginPage, sendNotice } from './idp-pages';
import { certificateBody, type TSamlKeys } from './idp-keys';
import {
  decodeSamlRequest,
  parseAuthnRequest,
  SAML_BINDING,
  SAML_NS,
  SamlRequestError,
  type TAuthnRequest,
} from './saml-request';
import { buildSamlResponse } from './saml-response';

const IDP_NAME = 'Local SAML 2.0 identity provider';
const SESSION_COOKIE = 'skillway_saml_idp';
const SESSION_MS = 8 * 3600_000;
/** How long the login form of one AuthnRequest stays usable. */
const PENDING_MS = 10 * 60_000;
const FORM_LIMIT_BYTES = 256 * 1024;

export interface TLocalSamlIdp {
  origin: string;
  entityId: string;
  metadataUrl: string;
  ssoUrl: string;
  certificatePem: string;
  close(): Promise<void>;
}

interface TIdpUrls {
  origin: string;
  entityId: string;
  ssoUrl: string;
  metadata: string;
}

interface TPending {
  request: TAuthnRequest;
  relayState: string | undefined;
  expiresAt: number;
}

function samlIdpMetadata(options: { entityId: string; ssoUrl: string; certificatePem: string }): string {
  const x = escapeHtml;
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="${SAML_NS.METADATA}" xmlns:ds="${SAML_NS.DSIG}" entityID="${x(options.entityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="${SAML_NS.PROTOCOL}">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(options.certificatePem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="${SAML_BINDING.REDIRECT}" Location="${x(options.ssoUrl)}"/>
    <md:SingleSignOnService Binding="${SAML_BINDING.POST}" Location="${x(options.ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`;
}

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const body = await readBody(req, FORM_LIMIT_BYTES);
  return body === 'too-large' ? undefined : new URLSearchParams(body.toString('utf8'));
}

/**
 * Starts the IdP on 127.0.0.1:`port`. `appUrl`: the product's origin (as `localhost` or `127.0.0.1`, productOrigins),
 * the only place it posts assertions to.
 */
export async function startLocalSamlIdp(options: {
  port: number;
  appUrl: string;
  keys: TSamlKeys;
  log?: (line: string) => void;
}): Promise<TLocalSamlIdp> {
  const appOrigins = productOrigins(options.appUrl);
  const pending = new Map<string, TPending>();
  const sessions = new Map<string, { email: string; expiresAt: number }>();
  // Set once the server listens and its port is known (below).
  const ready: { urls?: TIdpUrls } = {};

  const prune = () => {
    const now = Date.now();
    for (const [id, entry] of pending) if (entry.expiresAt <= now) pending.delete(id);
    for (const [id, entry] of sessions) if (entry.expiresAt <= now) sessions.delete(id);
  };

  const sessionUser = (req: IncomingMessage): TDemoIdpUser | undefined => {
    const token = readCookie(req, SESSION_COOKIE);
    const session = token ? sessions.get(token) : undefined;
    return session && session.expiresAt > Date.now() ? findDemoIdpUser(session.email) : undefined;
  };

  const answer = (
    res: ServerResponse,
    urls: TIdpUrls,
    entry: TPending,
    user: TDemoIdpUser,
    extraHeaders: Record<string, string> = {},
  ) => {
    const xml = buildSamlResponse({
      idpEntityId: urls.entityId,
      audience: entry.request.issuer,
      acsUrl: entry.request.acsUrl,
      inResponseTo: entry.request.id,
      user,
      privateKeyPem: options.keys.privateKeyPem,
      certificatePem: options.keys.certificatePem,
    });
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    sendAutoPostPage(res, entry.request.acsUrl, {
      SAMLResponse: Buffer.from(xml, 'utf8').toString('base64'),
      ...(entry.relayState !== undefined ? { RelayState: entry.relayState } : {}),
    });
  };

  const loginPage = (res: ServerResponse, tx: string, email = '', error?: string) =>
    sendLoginPage(
      res,
      { idpName: IDP_NAME, action: SAML_IDP_PATHS.LOGIN, hidden: { tx }, email, ...(error ? { error } : {}) },
      { formTargets: appOrigins },
    );

  async function handle(req: IncomingMessage, res: ServerResponse, urls: TIdpUrls) {
    const url = new URL(req.url ?? '/', urls.origin);
    prune();

    if (url.pathname === SAML_IDP_PATHS.METADATA && req.method === 'GET') {
      res.writeHead(200, {
        'content-type': 'application/samlmetadata+xml; charset=utf-8',
        'cache-control': 'no-store',
      });
      return res.end(urls.metadata);
    }

    if (url.pathname === SAML_IDP_PATHS.SSO && (req.method === 'GET' || req.method === 'POST')) {
      const params = req.method === 'GET' ? url.searchParams : await readForm(req);
      if (!params) return sendNotice(res, 'Sign-in error', 'The request was too large.', 413);
      const encoded = params.get('SAMLRequest');
      if (!encoded)
        return sendNotice(res, 'Sign-in error', 'SAMLRequest is missing: start signing in from the product.', 400);
      const request = parseAuthnRequest(decodeSamlRequest(encoded, req.method === 'GET' ? 'redirect' : 'post'), {
        ssoUrl: urls.ssoUrl,
        allowedAcsOrigins: appOrigins,
        defaultAcsUrl: `${appOrigins[0]}${PRODUCT_SAML_ACS_PATH}`,
      });
      const entry: TPending = {
        request,
        relayState: params.get('RelayState') ?? undefined,
        expiresAt: Date.now() + PENDING_MS,
      };
      const signedIn = request.forceAuthn ? undefined : sessionUser(req);
      if (signedIn) return answer(res, urls, entry, signedIn);
      const tx = randomBytes(18).toString('base64url');
      pending.set(tx, entry);
      return loginPage(res, tx);
    }

    if (url.pathname === SAML_IDP_PATHS.LOGIN && req.method === 'POST') {
      const form = await readForm(req);
      if (!form) return sendNotice(res, 'Sign-in error', 'The form was too large.', 413);
      const tx = form.get('tx') ?? '';
      const entry = pending.get(tx);
      if (!entry) {
        return sendNotice(res, 'Sign-in expired', 'This sign-in has expired. Go back and start signing in again.', 400);
      }
      const email = (form.get('email') ?? '').trim();
      const user = checkDemoIdpPassword(email, form.get('password') ?? '');
      if (!user) return loginPage(res, tx, email, 'Email or password is incorrect.');
      pending.delete(tx);
      const token = randomBytes(24).toString('base64url');
      sessions.set(token, { email: user.email, expiresAt: Date.now() + SESSION_MS });
      return answer(res, urls, entry, user, {
        'set-cookie': `${SESSION_COOKIE}=${token}; Path=/saml; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MS / 1000}`,
      });
    }

    if (url.pathname === SAML_IDP_PATHS.LOGOUT && req.method === 'GET') {
      const token = readCookie(req, SESSION_COOKIE);
      if (token) sessions.delete(token);
      res.setHeader('set-cookie', `${SESSION_COOKIE}=; Path=/saml; HttpOnly; SameSite=Lax; Max-Age=0`);
      return sendNotice(res, 'Signed out', 'You are signed out of the demo identity provider.');
    }

    return sendNotice(res, 'Not found', 'There is no page here.', 404);
  }

  const server = createServer((req, res) => {
    if (!ready.urls) return sendNotice(res, 'Starting', 'The identity provider is starting.', 503);
    handle(req, res, ready.urls).catch((error: unknown) => {
      if (res.headersSent) return res.end();
      if (error instanceof SamlRequestError) return sendNotice(res, 'Sign-in error', error.message, 400);
      options.log?.(`request failed: ${(error as Error).message}`);
      sendNotice(res, 'Sign-in error', 'Something went wrong at the identity provider.', 500);
    });
  });
  const closable = closableServer(server);
  const port = await closable.listen(options.port, '127.0.0.1');
  const origin = `http://127.0.0.1:${port}`;
  const entityId = `${origin}${SAML_IDP_PATHS.METADATA}`;
  const ssoUrl = `${origin}${SAML_IDP_PATHS.SSO}`;
  ready.urls = {
    origin,
    entityId,
    ssoUrl,
    metadata: samlIdpMetadata({ entityId, ssoUrl, certificatePem: options.keys.certificatePem }),
  };
  return {
    origin,
    entityId,
    metadataUrl: entityId,
    ssoUrl,
    certificatePem: options.keys.certificatePem,
    close: () => closable.close(),
  };
}
