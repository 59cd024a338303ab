import { SSO_ERROR, SSO_TEST_STATUS } from '@skillway/shared';
import { randomToken } from '../../platform/crypto/tokens';
import { newBrowserBinding } from './browser-binding';
import { findConnection, type TSsoConnectionItem } from './connection-repository';
import { oidcConnectionOf, samlConnectionOf, samlServiceProviderOf } from './connection-protocol';
import { beginOidc } from './protocols/oidc-relying-party';
import { SsoProtocolError } from './protocols/sso-claims';
import { putSsoRequest, type TNewSsoRequest } from './request-repository';
import { companyOfScopedId } from './scoped-id';
import { oidcRedirectUrl, samlAcsUrl } from './service-provider';
import { SsoRefusal } from './sso-refusal';
import { findTest } from './test-repository';

export interface TBeginInput {
  connectionId?: string | undefined;
  testId?: string | undefined;
  loginHint?: string | undefined;
}

export interface TBegun {
  /** The IdP's sign-in URL (302). */
  location: string;
  /** The browser binding cookie to set with the redirect. */
  cookie: string;
}

/** What the start is for: a sign-in on an enabled connection, or a pending test (of any connection of its company). */
async function resolveStart(input: TBeginInput): Promise<{ connection: TSsoConnectionItem; testId?: string }> {
  if (input.testId) {
    const companyId = companyOfScopedId(input.testId);
    const test = companyId ? await findTest(companyId, input.testId) : undefined;
    if (!companyId || !test) throw new SsoRefusal(SSO_ERROR.FAILED, 'unknown test');
    if (test.status !== SSO_TEST_STATUS.PENDING) throw new SsoRefusal(SSO_ERROR.EXPIRED, 'test already finished');
    const connection = await findConnection(companyId, test.connection_id);
    if (!connection) throw new SsoRefusal(SSO_ERROR.FAILED, 'the tested connection is gone');
    return { connection, testId: test.test_id };
  }
  const companyId = input.connectionId ? companyOfScopedId(input.connectionId) : undefined;
  const connection = companyId && input.connectionId ? await findConnection(companyId, input.connectionId) : undefined;
  if (!connection) throw new SsoRefusal(SSO_ERROR.FAILED, 'unknown connection');
  if (!connection.enabled) throw new SsoRefusal(SSO_ERROR.FAILED, 'connection turned off');
  return { connection };
}

/**
 * Begins a sign-in (or a test) at the connection's IdP: the SsoRequest (state → company, connection, kind, the PKCE
 * verifier and nonce or the AuthnRequest id, the browser binding's hash; 10 minutes, used once) and the redirect to
 * the IdP. OIDC: authorization code with PKCE, state and nonce. SAML: an AuthnRequest by HTTP-Redirect whose
 * RelayState is the state. A protocol failure here (an unreachable issuer) is an SsoRefusal carrying the exact message.
 */
export async function beginSignIn(input: TBeginInput, nowMs = Date.now()): Promise<TBegun & { testId?: string }> {
  const { connection, testId } = await resolveStart(input);
  const binding = newBrowserBinding(connection.protocol);
  const common: Omit<TNewSsoRequest, 'state' | 'return_url'> = {
    company_id: connection.company_id,
    connection_id: connection.connection_id,
    kind: testId ? 'test' : 'signin',
    ...(testId ? { test_id: testId } : {}),
    binding_hash: binding.hash,
  };
  const loginHint = testId ? undefined : input.loginHint?.trim() || undefined;
  try {
    if (connection.protocol === 'oidc') {
      const redirectUri = oidcRedirectUrl();
      const begun = await beginOidc(oidcConnectionOf(connection), redirectUri, loginHint);
      await putSsoRequest(
        {
          ...common,
          state: begun.state,
          nonce: begun.nonce,
          code_verifier: begun.codeVerifier,
          return_url: redirectUri,
        },
        nowMs,
      );
      return { location: begun.url, cookie: binding.cookie, ...(testId ? { testId } : {}) };
    }
    const state = randomToken();
    // Loaded only for a SAML sign-in: the XML signature stack is most of this function's code.
    const { beginSaml } = await import('./protocols/saml-service-provider');
    const begun = await beginSaml(samlConnectionOf(connection), samlServiceProviderOf(connection.connection_id), state);
    await putSsoRequest({ ...common, state, saml_request_id: begun.requestId, return_url: samlAcsUrl() }, nowMs);
    return { location: begun.url, cookie: binding.cookie, ...(testId ? { testId } : {}) };
  } catch (error) {
    if (error instanceof SsoProtocolError) {
      const test = testId
        ? { companyId: connection.company_id, testId, connectionId: connection.connection_id }
        : undefined;
      throw new SsoRefusal(SSO_ERROR.FAILED, `could not begin at the IdP (${error.reason})`, error.message, test);
    }
    throw error;
  }
}
