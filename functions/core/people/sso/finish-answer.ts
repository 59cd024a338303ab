import { SSO_ERROR, type TSsoProtocol } from '@skillway/shared';
import { presentsBinding } from './browser-binding';
import { findConnection, type TSsoConnectionItem } from './connection-repository';
import { SsoProtocolError, type TSsoClaims } from './protocols/sso-claims';
import { takeSsoRequest, type TSsoRequestItem } from './request-repository';
import { SsoRefusal, type TRefusedTest } from './sso-refusal';

/** What every IdP answer carries besides its protocol's payload: the sign-in's state and the browser's cookies. */
export interface TAnswerBinding {
  state: string | undefined;
  cookies: readonly string[] | undefined;
}

export interface TVerifiedAnswer {
  request: TSsoRequestItem;
  connection: TSsoConnectionItem;
  claims: TSsoClaims;
}

export interface TBoundRequest {
  request: TSsoRequestItem;
  connection: TSsoConnectionItem;
  /** The test this answer ends, when it is a test's. */
  test: TRefusedTest | undefined;
}

function testOf(request: TSsoRequestItem): TRefusedTest | undefined {
  return request.kind === 'test' && request.test_id
    ? { companyId: request.company_id, testId: request.test_id, connectionId: request.connection_id }
    : undefined;
}

/**
 * The sign-in an IdP's answer is for, taken for good. The state (the OIDC `state`, or SAML's RelayState) is taken
 * first, so it is used once whatever happens next: an unknown, reused or expired state, or an answer carried to another
 * browser (no binding cookie, or another one), is refused `expired`. The answer's protocol must be the connection's.
 * The protocol's own checks follow (verify-oidc-answer.ts, verify-saml-answer.ts: one module each, so the OIDC
 * callback's function does not carry the SAML libraries).
 */
export async function takeBoundRequest(
  protocol: TSsoProtocol,
  answer: TAnswerBinding,
  nowMs = Date.now(),
): Promise<TBoundRequest> {
  if (!answer.state) {
    // A SAML response without RelayState is IdP-initiated (off: nothing here asked for it).
    const reason = protocol === 'saml' ? 'no RelayState (IdP-initiated sign-in is off)' : 'no state';
    throw new SsoRefusal(SSO_ERROR.EXPIRED, reason);
  }
  const request = await takeSsoRequest(answer.state, nowMs);
  if (!request) throw new SsoRefusal(SSO_ERROR.EXPIRED, 'unknown, used or expired state');
  const test = testOf(request);
  if (!presentsBinding(answer.cookies, request.binding_hash)) {
    throw new SsoRefusal(
      SSO_ERROR.EXPIRED,
      'browser binding cookie missing or different',
      'The answer came back to a browser other than the one that started the sign-in (or its cookie was blocked). Start it again in one browser.',
      test,
    );
  }
  const connection = await findConnection(request.company_id, request.connection_id, true);
  if (!connection) throw new SsoRefusal(SSO_ERROR.FAILED, 'connection deleted during the sign-in', undefined, test);
  if (connection.protocol !== protocol) {
    throw new SsoRefusal(
      SSO_ERROR.FAILED,
      `a ${protocol} answer for a ${connection.protocol} sign-in`,
      undefined,
      test,
    );
  }
  return { request, connection, test };
}

/** A protocol check's refusal as the product's: `failed`, with the exact message for a test's result. */
export function protocolRefusal(error: unknown, test: TRefusedTest | undefined): unknown {
  return error instanceof SsoProtocolError
    ? new SsoRefusal(SSO_ERROR.FAILED, `refused by the protocol checks (${error.reason})`, error.message, test)
    : error;
}
