import { XAPI_ACCEPTED_VERSION, XAPI_HEADER, XAPI_LIMITS, XAPI_MSG, XAPI_VERSION } from '@skillway/shared';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { config } from '../../platform/config';
import { safeEqual, sha256Hex } from '../../platform/crypto/tokens';
import { localOriginFrom } from '../../platform/http/browser-origin';
import { AppError, isAppError } from '../../platform/http/app-error';
import { errorResponse, rawResponse, type RawResponse } from '../../platform/http/responses';
import type { TApiEvent } from '../../platform/http/types';
import type { TSessionActor } from './agent';
import { getXapiRegistration, getXapiSession, type TXapiSessionItem } from './session-repository';

/**
 * The LRS's edge: the Basic credentials of a launch session (never a sign-in token), the X-Experience-API-Version
 * header on requests and responses, raw bodies, and error answers that keep the xAPI headers.
 */

/** What every LRS call works on: the session the credentials name, its learner, and the request's parts. */
export interface TLrsContext {
  companyId: string;
  session: TXapiSessionItem;
  actor: TSessionActor;
}

/** The Basic user name of a session: `<companyId>.<sessionId>` (ids are [A-Za-z0-9_-], so the dot splits them). */
export function sessionUser(companyId: string, sessionId: string): string {
  return `${companyId}.${sessionId}`;
}

export function basicToken(companyId: string, sessionId: string, secret: string): string {
  return Buffer.from(`${sessionUser(companyId, sessionId)}:${secret}`, 'utf8').toString('base64');
}

/** Splits a session reference (`<companyId>.<sessionId>`), or undefined when it is not one. */
export function parseSessionRef(value: string): { companyId: string; sessionId: string } | undefined {
  const match = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{16,64})$/.exec(value);
  return match ? { companyId: match[1]!, sessionId: match[2]! } : undefined;
}

export function isSessionLive(session: TXapiSessionItem, now = Date.now()): boolean {
  return session.expires_at * 1000 > now;
}

/**
 * Whether the session's registration is still the learner's on the package. It is gone once the learner or the
 * package is deleted (delete-user-data.ts: deleteUserXapiData, deletePackageXapiData) and replaced when the course
 * starts afresh, so a launch session stops at once then rather than at its expiry.
 */
export async function isRegistrationCurrent(session: TXapiSessionItem): Promise<boolean> {
  const registration = await getXapiRegistration(session.company_id, session.user_id, session.asset_id);
  return registration?.registration === session.registration;
}

function header(event: TApiEvent, name: string): string | undefined {
  return event.headers?.[name] ?? event.headers?.[name.toLowerCase()];
}

/**
 * 401 (no or unknown credentials, an expired session, or one whose learner, package or registration is gone) or 403
 * (a sign-in token) before anything is read.
 */
async function authenticateLrs(event: TApiEvent): Promise<TLrsContext> {
  const authorization = header(event, 'authorization')?.trim();
  if (!authorization) throw new AppError('UNAUTHENTICATED', XAPI_MSG.CREDENTIALS_REQUIRED);
  const [scheme = '', credentials = ''] = authorization.split(/\s+/, 2);
  if (scheme.toLowerCase() !== 'basic') throw new AppError('FORBIDDEN', XAPI_MSG.BEARER_REFUSED);
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const ref = colon > 0 ? parseSessionRef(decoded.slice(0, colon)) : undefined;
  if (!ref) throw new AppError('UNAUTHENTICATED', XAPI_MSG.CREDENTIALS_REQUIRED);
  const session = await getXapiSession(ref.companyId, ref.sessionId);
  if (!session || !safeEqual(session.secret_hash, sha256Hex(decoded.slice(colon + 1))))
    throw new AppError('UNAUTHENTICATED', XAPI_MSG.CREDENTIALS_REQUIRED);
  if (!isSessionLive(session) || !(await isRegistrationCurrent(session)))
    throw new AppError('UNAUTHENTICATED', XAPI_MSG.SESSION_EXPIRED);
  return {
    companyId: ref.companyId,
    session,
    actor: { homePage: session.actor_home_page, userId: session.user_id, name: session.actor_name },
  };
}

/** Every request but `about` names the xAPI version it speaks (1.0.x); 400 otherwise. */
function requireVersionHeader(event: TApiEvent): void {
  const version = header(event, XAPI_HEADER.VERSION)?.trim();
  if (!version || !XAPI_ACCEPTED_VERSION.test(version))
    throw new AppError('BAD_REQUEST', XAPI_MSG.VERSION_REQUIRED, {
      [XAPI_HEADER.VERSION]: [XAPI_MSG.VERSION_REQUIRED],
    });
}

/** The raw request body as bytes (API Gateway hands non-text types base64-encoded); 400 past `limit` bytes. */
export function rawBody(
  event: TApiEvent,
  limit: number = XAPI_LIMITS.requestBytes,
  message: string = XAPI_MSG.BODY_TOO_LARGE,
): Buffer {
  if (event.body === undefined || event.body === null) return Buffer.alloc(0);
  const bytes = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (bytes.length > limit) throw new AppError('BAD_REQUEST', message, { body: [message] });
  return bytes;
}

export function jsonBody(event: TApiEvent): unknown {
  const text = rawBody(event).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body must be valid JSON.', { body: ['must be valid JSON.'] });
  }
}

export function requestHeader(event: TApiEvent, name: string): string | undefined {
  return header(event, name);
}

const VERSION_HEADERS = {
  [XAPI_HEADER.VERSION]: XAPI_VERSION,
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function lrsJson(status: number, body: unknown, headers: Record<string, string> = {}): RawResponse {
  return rawResponse({
    statusCode: status,
    headers: { ...VERSION_HEADERS, 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  });
}

export function lrsNoContent(headers: Record<string, string> = {}): RawResponse {
  return rawResponse({ statusCode: 204, headers: { ...VERSION_HEADERS, ...headers } });
}

/** A stored document as it was sent: its content type, its bytes, its ETag. */
export function lrsDocument(contentType: string, base64: string, headers: Record<string, string>): RawResponse {
  const result: APIGatewayProxyStructuredResultV2 = {
    statusCode: 200,
    headers: { ...VERSION_HEADERS, 'content-type': contentType, ...headers },
    body: base64,
    isBase64Encoded: true,
  };
  return rawResponse(result);
}

/**
 * Runs one LRS call: the session's credentials, the version header, then `fn`. Expected
 * refusals (AppError) answer with the xAPI version header like every LRS response; anything else stays a 500.
 */
export async function runLrs(
  event: TApiEvent,
  requestId: string,
  fn: (context: TLrsContext) => Promise<RawResponse>,
): Promise<RawResponse> {
  try {
    // Credentials first: a caller without them learns nothing else about the request.
    const context = await authenticateLrs(event);
    requireVersionHeader(event);
    return await fn(context);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const response = errorResponse(error, requestId);
    const headers: Record<string, string | number | boolean> = { ...response.headers, ...VERSION_HEADERS };
    if (error.code === 'UNAUTHENTICATED') headers['www-authenticate'] = 'Basic realm="Skillway LRS"';
    return rawResponse({ ...response, headers });
  }
}

/**
 * The origin the content was launched from, for the endpoint, fetch URL and actor homePage: locally the host the
 * browser used (browser-origin.ts), on AWS APP_URL (CloudFront serves the app, the content and /v1 on one origin).
 */
export function launchOrigin(event: TApiEvent): string {
  return localOriginFrom(event.headers) ?? config.appUrl;
}
