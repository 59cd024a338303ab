import {
  XAPI_CLIENT_KEY_PREFIX,
  XAPI_CLIENT_MSG,
  XAPI_MSG,
  isSuspendedState,
  type TXapiScope,
  type TXapiVersion,
} from '@skillway/shared';
import { safeEqual, sha256Hex } from '../../platform/crypto/tokens';
import { AppError } from '../../platform/http/app-error';
import type { TApiEvent } from '../../platform/http/types';
import { findCompany } from '../../people/companies/company-repository';
import { findClientLookup, recordClientUse } from './client-repository';
import type { TClientLrsContext, TSessionLrsContext } from './lrs-context';
import { getXapiRegistration, getXapiSession, type TXapiSessionItem } from './session-repository';

/**
 * The LRS's credentials: HTTP Basic only, either a launch session's (`<companyId>.<sessionId>:<secret>`, confined to
 * its learner and registration) or a company LRS client's (`lrs_…:<secret>`, scoped). A sign-in token is refused
 * (403) without being read; anything else malformed or unknown is 401 before anything is read.
 */

/** What authentication decides; the version is negotiated afterwards (lrs-request.ts). */
export type TLrsPrincipal = (Omit<TSessionLrsContext, 'version'> | Omit<TClientLrsContext, 'version'>) & {
  defaultVersion: TXapiVersion;
};

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

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

function header(event: TApiEvent, name: string): string | undefined {
  return event.headers?.[name] ?? event.headers?.[name.toLowerCase()];
}

function unauthenticated(message: string = XAPI_MSG.CREDENTIALS_REQUIRED): AppError {
  return new AppError('UNAUTHENTICATED', message);
}

async function sessionPrincipal(ref: { companyId: string; sessionId: string }, secret: string): Promise<TLrsPrincipal> {
  const session = await getXapiSession(ref.companyId, ref.sessionId);
  if (!session || !safeEqual(session.secret_hash, sha256Hex(secret))) throw unauthenticated();
  if (!isSessionLive(session) || !(await isRegistrationCurrent(session)))
    throw unauthenticated(XAPI_MSG.SESSION_EXPIRED);
  return {
    kind: 'session',
    companyId: ref.companyId,
    session,
    actor: { homePage: session.actor_home_page, userId: session.user_id, name: session.actor_name },
    defaultVersion: '1.0.3',
  };
}

async function clientPrincipal(event: TApiEvent, key: string, secret: string): Promise<TLrsPrincipal> {
  const lookup = await findClientLookup(key);
  if (!lookup || !safeEqual(lookup.secret_hash, sha256Hex(secret))) throw unauthenticated();
  if (lookup.revoked_at || (lookup.expires_at && Date.parse(lookup.expires_at) <= Date.now()))
    throw unauthenticated(XAPI_CLIENT_MSG.CREDENTIALS_INVALID);
  const company = await findCompany(lookup.company_id);
  if (!company) throw unauthenticated(XAPI_CLIENT_MSG.CREDENTIALS_INVALID);
  // A suspended company keeps reading its record (exports, analytics); it stops taking new data.
  const method = (event.requestContext?.http?.method ?? 'GET').toUpperCase();
  if (isSuspendedState(company.state) && method !== 'GET' && method !== 'HEAD')
    throw new AppError('FORBIDDEN', XAPI_CLIENT_MSG.COMPANY_SUSPENDED);
  // The last-used time is a convenience for the screen: never a reason to refuse the request. Awaited: a Lambda may
  // freeze once it has answered, and the write is at most once a minute per client.
  await recordClientUse(lookup).catch(() => undefined);
  const defaultVersion = lookup.default_version as TXapiVersion;
  return {
    kind: 'client',
    companyId: lookup.company_id,
    client: {
      id: lookup.client_id,
      name: lookup.name,
      scopes: lookup.scopes as TXapiScope[],
      defaultVersion,
    },
    defaultVersion,
  };
}

/** 401 (no, malformed or unknown credentials, an expired session or client) or 403 (a sign-in token). */
export async function authenticateLrs(event: TApiEvent): Promise<TLrsPrincipal> {
  const authorization = header(event, 'authorization')?.trim();
  if (!authorization) throw unauthenticated();
  const [scheme = '', credentials = ''] = authorization.split(/\s+/, 2);
  if (scheme.toLowerCase() === 'bearer' && JWT.test(credentials))
    throw new AppError('FORBIDDEN', XAPI_MSG.BEARER_REFUSED);
  if (scheme.toLowerCase() !== 'basic' || credentials.length > 1024) throw unauthenticated();
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw unauthenticated();
  const user = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  if (user.startsWith(XAPI_CLIENT_KEY_PREFIX) && user.length <= 64) return clientPrincipal(event, user, secret);
  const ref = parseSessionRef(user);
  if (!ref) throw unauthenticated();
  return sessionPrincipal(ref, secret);
}
