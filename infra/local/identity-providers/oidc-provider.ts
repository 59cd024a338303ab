/**
 * The local OpenID Connect provider: panva's oidc-provider (a certified OP) with one static client, the demo
 * company's connection (demo-idp-settings.ts), and the demo directory (demo-idp-users.ts). Authorization code flow
 * only, PKCE required, ID tokens signed RS256 with a key kept in DATA_DIR, RP-initiated logout (end_session).
 *
 * Interactions are ours (oidc-provider's devInteractions are off, as they must be outside development): the login
 * prompt shows the IdP's sign-in form (idp-pages.ts); the consent prompt is granted at once for the one client,
 * as a company's IdP does for an app its administrators have approved.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { closableServer } from '../closable-server';
import { readBody } from '../request-body';
import {
  DEMO_OIDC_CLIENT_ID,
  DEMO_OIDC_CLIENT_SECRET,
  DEMO_OIDC_SCOPES,
  DEMO_OIDC_TOKEN_AUTH_METHOD,
  PRODUCT_OIDC_CALLBACK_PATH,
  productOrigins,
} from './demo-idp-settings';
import { checkDemoIdpPassword, demoIdpSubject, findDemoIdpUserBySubject } from './demo-idp-users';
import { escapeHtml, renderPage, sendLoginPage, sendNotice } from './idp-pages';
import type { TOidcKeys } from './idp-keys';
import { createMemoryAdapterFactory } from './oidc-memory-adapter';

const IDP_NAME = 'Local OpenID Connect provider';
const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/;

export interface TLocalOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * oidc-provider warns at import on any Node before 22 ("Unsupported runtime"); the project runs Node 20 by design and
 * its tests here pass on it, so that one line is noise on the local console. Every other warning passes through.
 */
async function importProvider(): Promise<typeof Provider> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}

function setPage(ctx: KoaContextWithOIDC, page: ReturnType<typeof renderPage>) {
  ctx.status = page.status;
  ctx.set(page.headers);
  ctx.body = page.html;
}

function oidcConfiguration(options: { appUrl: string; keys: TOidcKeys }): Configuration {
  const origins = productOrigins(options.appUrl);
  return {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: DEMO_OIDC_CLIENT_ID,
        client_secret: DEMO_OIDC_CLIENT_SECRET,
        client_name: 'Skillway (Demo Ltd)',
        redirect_uris: origins.map((origin) => `${origin}${PRODUCT_OIDC_CALLBACK_PATH}`),
        post_logout_redirect_uris: origins.flatMap((origin) => [`${origin}/`, `${origin}/login`]),
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: DEMO_OIDC_TOKEN_AUTH_METHOD,
      },
    ],
    jwks: { keys: [options.keys.signingJwk] },
    cookies: { keys: options.keys.cookieKeys },
    // The authorization code flow only (no implicit or hybrid answers), with PKCE required of every request.
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: [...DEMO_OIDC_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'department'],
      groups: ['groups'],
    },
    // The requested scopes' claims go in the ID token too (as Entra ID, Google and Okta put them), not only in
    // userinfo: a relying party may read either.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          setPage(
            ctx,
            renderPage(
              'Sign out – Local OpenID Connect provider',
              `<h1>Sign out of the demo identity provider?</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<button type="submit" form="op.logoutForm">Stay signed in</button>`,
              { formTargets: origins },
            ),
          );
        },
        postLogoutSuccessSource(ctx) {
          setPage(
            ctx,
            renderPage('Signed out', '<h1>Signed out</h1>\n<p>You are signed out of the demo identity provider.</p>'),
          );
        },
      },
    },
    // Lifetimes in seconds, as a company IdP's: a working day's session, hour-long tokens, a 10-minute sign-in.
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = findDemoIdpUserBySubject(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: `${user.given_name} ${user.family_name}`,
          given_name: user.given_name,
          family_name: user.family_name,
          department: user.department,
          groups: [...user.groups],
        }),
      };
    },
    renderError(ctx, out) {
      const lines = Object.entries(out)
        .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
        .join('\n');
      setPage(
        ctx,
        renderPage('Sign-in error', `<h1>Sign-in error</h1>\n<div role="alert">\n${lines}\n</div>`, {
          status: ctx.status,
        }),
      );
    },
  };
}

/** The login form of one interaction: the login prompt's page, or (consent) granted at once. */
async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  isLoginPost: boolean,
  appOrigins: readonly string[],
) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return sendNotice(res, 'Sign-in expired', 'Go back and start signing in again.', 400);
  const page = { idpName: IDP_NAME, action: `/interaction/${uid}/login` };
  const pageOptions = { formTargets: appOrigins };

  if (details.prompt.name === 'login') {
    if (!isLoginPost || req.method !== 'POST') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return sendLoginPage(res, { ...page, email: hint }, pageOptions);
    }
    const body = await readBody(req, 64 * 1024);
    if (body === 'too-large') return sendNotice(res, 'Sign-in error', 'The form was too large.', 413);
    const form = new URLSearchParams(body.toString('utf8'));
    const email = (form.get('email') ?? '').trim();
    const user = checkDemoIdpPassword(email, form.get('password') ?? '');
    if (!user) return sendLoginPage(res, { ...page, email, error: 'Email or password is incorrect.' }, pageOptions);
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: demoIdpSubject(user.email), amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
  }

  if (details.prompt.name === 'consent') {
    const accountId = details.session?.accountId;
    const clientId = String(details.params.client_id);
    if (!accountId || clientId !== DEMO_OIDC_CLIENT_ID) {
      return sendNotice(res, 'Sign-in error', 'This application is not approved for your account.', 403);
    }
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId });
    if (!grant) return sendNotice(res, 'Sign-in expired', 'Go back and start signing in again.', 400);
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  return sendNotice(res, 'Sign-in error', `Unexpected prompt "${details.prompt.name}".`, 400);
}

/** Starts the provider on 127.0.0.1:`port`; its issuer is `http://127.0.0.1:<port>`. */
export async function startLocalOidcProvider(options: {
  port: number;
  /** The product's public origin: the client's redirect and post-logout URIs are on it. */
  appUrl: string;
  keys: TOidcKeys;
  log?: (line: string) => void;
}): Promise<TLocalOidcProvider> {
  const ProviderClass = await importProvider();
  const appOrigins = productOrigins(options.appUrl);
  // Set once the server listens (below).
  const ready: { provider?: Provider; handle?: ReturnType<Provider['callback']> } = {};
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://idp.invalid').pathname;
    const interaction = INTERACTION_PATH.exec(path);
    const { provider, handle } = ready;
    if (!provider || !handle) return sendNotice(res, 'Starting', 'The identity provider is starting.', 503);
    if (!interaction) return void handle(req, res);
    handleInteraction(provider, req, res, interaction[1]!, Boolean(interaction[2]), appOrigins).catch(
      (error: unknown) => {
        const name = (error as { name?: string }).name;
        if (res.headersSent) return res.end();
        if (name === 'SessionNotFound') {
          return sendNotice(
            res,
            'Sign-in expired',
            'This sign-in has expired. Go back and start signing in again.',
            400,
          );
        }
        options.log?.(`interaction failed: ${(error as Error).message}`);
        sendNotice(res, 'Sign-in error', 'Something went wrong at the identity provider.', 500);
      },
    );
  });
  const closable = closableServer(server);
  const port = await closable.listen(options.port, '127.0.0.1');
  // The issuer names the port, so the provider is made once the server listens (port 0: a free one).
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new ProviderClass(issuer, oidcConfiguration({ appUrl: options.appUrl, keys: options.keys }));
  ready.provider = provider;
  ready.handle = provider.callback();
  provider.on('server_error', (_ctx, error) => options.log?.(`server error: ${error.message}`));
  return { issuer, close: () => closable.close() };
}
