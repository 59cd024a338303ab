import {
  AUDIT_ACTOR_KIND,
  SCIM_CONTENT_TYPE,
  SCIM_LIMITS,
  SCIM_MSG,
  SCIM_TOKEN_PREFIX,
  isSuspendedState,
} from '@skillway/shared';
import { setAuditActor } from '../../platform/audit/audit-context';
import type { TCompanyItem } from '../../platform/db/types';
import type { TLog } from '../../platform/http/logger';
import { rawResponse, type RawResponse } from '../../platform/http/responses';
import type { TApiEvent } from '../../platform/http/types';
import { findCompany } from '../companies/company-repository';
import { scimBaseUrl } from './base-url';
import { ScimError, toScimError } from './scim-error';
import { useBasePath } from './scim-library';
import { findTokenLookup, recordTokenUse } from './token-repository';

/**
 * The SCIM service's edge: the company's bearer token (never a sign-in token), SCIM bodies in and out
 * (`application/scim+json`), and every refusal as a SCIM error. docs/security.md ("SCIM") describes the token.
 */

/** A SCIM list or read's query parameters (RFC 7644 section 3.4.2), as the rows' schemas pass them on. */
export type TScimQuery = {
  filter?: string | undefined;
  startIndex?: string | undefined;
  count?: string | undefined;
  attributes?: string | undefined;
  excludedAttributes?: string | undefined;
};

/** Resource ids are the product's (UUIDs, scoped ids): anything else cannot be one and is simply not found. */
export const SCIM_RESOURCE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface TScimContext {
  companyId: string;
  company: TCompanyItem;
  tokenId: string;
  /** `<origin>/v1/scim/v2`, for meta.location and member references. */
  baseUrl: string;
  log: TLog;
  /**
   * A suspended company (state 2 or 4) keeps reads and deactivations (a leaver loses access whatever the bill);
   * anything else is 403.
   */
  suspended: boolean;
}

function header(event: TApiEvent, name: string): string | undefined {
  return event.headers?.[name] ?? event.headers?.[name.toLowerCase()];
}

/** Three base64url parts: the shape of a sign-in (Cognito) token. */
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

const UNAUTHENTICATED_HEADERS = { 'www-authenticate': 'Bearer realm="SCIM"' };

function unauthenticated(detail: string): ScimError {
  return new ScimError(401, undefined, detail, UNAUTHENTICATED_HEADERS);
}

/**
 * 401 unless the request carries a live SCIM token of an existing company. A sign-in (Cognito) token is a JWT, never
 * `scim_...`: it is refused here (403) without being read; and the JWT routes' authorizer refuses a SCIM token, which
 * is no JWT. A use is recorded at most once a minute per token.
 */
async function authenticateScim(event: TApiEvent, log: TLog): Promise<Omit<TScimContext, 'baseUrl' | 'log'>> {
  const authorization = header(event, 'authorization')?.trim();
  if (!authorization) throw unauthenticated(SCIM_MSG.TOKEN_REQUIRED);
  const [scheme = '', token = ''] = authorization.split(/\s+/, 2);
  // A sign-in token (a JWT) is a credential, just not this service's: 403, as the LRS answers one.
  if (scheme.toLowerCase() === 'bearer' && JWT.test(token))
    throw new ScimError(403, undefined, SCIM_MSG.SIGN_IN_TOKEN_REFUSED);
  if (scheme.toLowerCase() !== 'bearer' || !token.startsWith(SCIM_TOKEN_PREFIX) || token.length > 200)
    throw unauthenticated(SCIM_MSG.TOKEN_INVALID);
  const lookup = await findTokenLookup(token);
  if (!lookup || lookup.revoked_at) throw unauthenticated(SCIM_MSG.TOKEN_INVALID);
  const company = await findCompany(lookup.company_id);
  if (!company) throw unauthenticated(SCIM_MSG.TOKEN_INVALID);
  try {
    await recordTokenUse(lookup);
  } catch (error) {
    // The last-used time is a convenience for the Provisioning screen: never a reason to refuse the request.
    log.warn('SCIM token use not recorded', { token_id: lookup.token_id, error: error as Error });
  }
  return {
    companyId: lookup.company_id,
    company,
    tokenId: lookup.token_id,
    suspended: isSuspendedState(company.state),
  };
}

/** Refuses a change while the company is suspended (reads and deactivations are allowed: see TScimContext). */
export function assertMayChange(context: TScimContext): void {
  if (context.suspended) throw new ScimError(403, undefined, SCIM_MSG.COMPANY_SUSPENDED);
}

/** The request body as JSON: 413 past SCIM_LIMITS.requestBytes, 400 invalidSyntax when it is not JSON. */
export function readScimBody(event: TApiEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '')
    throw new ScimError(400, 'invalidSyntax', 'The request body is missing.');
  const bytes = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (bytes.length > SCIM_LIMITS.requestBytes) throw new ScimError(413, undefined, SCIM_MSG.BODY_TOO_LARGE);
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new ScimError(400, 'invalidSyntax', 'The request body must be valid JSON.');
  }
}

const SCIM_HEADERS = {
  'content-type': `${SCIM_CONTENT_TYPE}; charset=utf-8`,
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** A SCIM answer; `location` for a created resource (RFC 7644 section 3.3). */
export function scimJson(status: number, body: unknown, location?: string): RawResponse {
  return rawResponse({
    statusCode: status,
    headers: { ...SCIM_HEADERS, ...(location ? { location } : {}) },
    body: JSON.stringify(body),
  });
}

export function scimNoContent(): RawResponse {
  return rawResponse({ statusCode: 204, headers: { 'cache-control': 'no-store' } });
}

/**
 * Runs one SCIM call: the token first (a caller without one learns nothing else), then `fn`. Every error becomes a
 * SCIM error answer; a fault of ours is logged with its cause and answered with a detail that names none.
 */
export async function runScim(
  event: TApiEvent,
  log: TLog,
  fn: (context: TScimContext) => Promise<RawResponse>,
): Promise<RawResponse> {
  try {
    const baseUrl = scimBaseUrl();
    useBasePath(baseUrl);
    const auth = await authenticateScim(event, log);
    log.appendKeys({ company_id: auth.companyId, scim_token_id: auth.tokenId });
    // The row is public (no sign-in token): the checked SCIM token is who the audit log records for its changes.
    setAuditActor({ kind: AUDIT_ACTOR_KIND.SCIM_TOKEN, id: auth.tokenId }, auth.companyId);
    return await fn({ ...auth, baseUrl, log });
  } catch (error) {
    const answer = toScimError(error);
    if (answer.fault) log.error('SCIM request failed', { error: error as Error, status: answer.status });
    else
      log.info('SCIM request refused', {
        status: answer.status,
        scim_type: answer.body.scimType,
        detail: answer.body.detail,
      });
    return rawResponse({
      statusCode: answer.status,
      headers: { ...SCIM_HEADERS, ...answer.headers },
      body: JSON.stringify(answer.body),
    });
  }
}
