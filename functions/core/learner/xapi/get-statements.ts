import { XAPI_HEADER, XAPI_LIMITS, XAPI_MSG } from '@skillway/shared';
import { sign, verifySignature } from '../../platform/crypto/signing';
import { AppError } from '../../platform/http/app-error';
import type { RawResponse } from '../../platform/http/responses';
import { requireSessionAgent } from './agent';
import { lrsJson, type TLrsContext } from './lrs-request';
import { getStatementById, queryStatements, type TXapiStatementItem } from './statement-repository';
import { fail, isIri, isTimestamp, isUuid } from './statement-validation';

/**
 * GET statements (xAPI 1.0.3 section 7.2.3): one statement by statementId or voidedStatementId, or a StatementResult
 * of the session's registration filtered by agent (the session's learner only), verb, activity (optionally the
 * related activities), registration (the session's only: another is 404), since, until; `limit` per page, oldest
 * or newest first, and a `more` link carrying a signed continuation token. Voided statements stay out of lists.
 */

export interface TStatementsQuery {
  statementId?: string;
  voidedStatementId?: string;
  agent?: string;
  verb?: string;
  activity?: string;
  registration?: string;
  related_activities?: string;
  related_agents?: string;
  since?: string;
  until?: string;
  limit?: string;
  format?: string;
  attachments?: string;
  ascending?: string;
  more?: string;
}

interface TFilters {
  verb?: string;
  activity?: string;
  related?: boolean;
  since?: string;
  until?: string;
  limit: number;
  ascending: boolean;
}

const MORE_PURPOSE = 'xapi-more';
const READ_PAGE = 100;
const MAX_READ_PAGES = 10;
const PATH = '/v1/xapi/statements';

function bool(value: string | undefined, field: string): boolean {
  if (value === undefined) return false;
  if (value !== 'true' && value !== 'false') fail(field, 'must be true or false.');
  return value === 'true';
}

function consistentThrough(): Record<string, string> {
  // The table's reads here are strongly consistent: every statement stored before this answer is in it.
  return { [XAPI_HEADER.CONSISTENT_THROUGH]: new Date().toISOString() };
}

function checkFormat(query: TStatementsQuery): void {
  if (query.format !== undefined && !['ids', 'exact', 'canonical'].includes(query.format))
    fail('format', 'must be ids, exact or canonical.');
  bool(query.attachments, 'attachments');
}

async function single(context: TLrsContext, query: TStatementsQuery): Promise<RawResponse> {
  const voided = query.voidedStatementId !== undefined;
  const id = voided ? query.voidedStatementId : query.statementId;
  const field = voided ? 'voidedStatementId' : 'statementId';
  if (query.statementId !== undefined && voided) fail(field, 'statementId and voidedStatementId exclude each other.');
  const others = Object.entries(query).filter(
    ([key, value]) =>
      value !== undefined && !['statementId', 'voidedStatementId', 'format', 'attachments'].includes(key),
  );
  if (others.length > 0) fail(others[0]![0], 'is not allowed with statementId or voidedStatementId.');
  if (!isUuid(id)) fail(field, 'must be a UUID.');
  const item = await getStatementById(context.companyId, context.session.registration, id);
  if (!item || (item.voided === 1) !== voided) throw AppError.notFound();
  return lrsJson(200, JSON.parse(item.statement) as unknown, consistentThrough());
}

function parseFilters(context: TLrsContext, query: TStatementsQuery): TFilters {
  if (query.registration !== undefined) {
    if (!isUuid(query.registration)) fail('registration', 'must be a UUID.');
    if (query.registration !== context.session.registration) throw AppError.notFound();
  }
  requireSessionAgent(query.agent, context.actor, false);
  bool(query.related_agents, 'related_agents');
  if (query.verb !== undefined && !isIri(query.verb)) fail('verb', 'must be an IRI.');
  if (query.activity !== undefined && !isIri(query.activity)) fail('activity', 'must be an IRI.');
  if (query.since !== undefined && !isTimestamp(query.since)) fail('since', 'must be an ISO 8601 timestamp.');
  if (query.until !== undefined && !isTimestamp(query.until)) fail('until', 'must be an ISO 8601 timestamp.');
  let limit: number = XAPI_LIMITS.defaultPageSize;
  if (query.limit !== undefined) {
    if (!/^\d{1,6}$/.test(query.limit)) fail('limit', 'must be a whole number, 0 or more.');
    const asked = Number(query.limit);
    limit = asked === 0 ? XAPI_LIMITS.maxPageSize : Math.min(asked, XAPI_LIMITS.maxPageSize);
  }
  return {
    ...(query.verb ? { verb: query.verb } : {}),
    ...(query.activity ? { activity: query.activity } : {}),
    related: bool(query.related_activities, 'related_activities'),
    ...(query.since ? { since: query.since } : {}),
    ...(query.until ? { until: query.until } : {}),
    limit,
    ascending: bool(query.ascending, 'ascending'),
  };
}

function matches(item: TXapiStatementItem, filters: TFilters): boolean {
  if (item.voided === 1) return false;
  if (filters.verb && item.verb_id !== filters.verb) return false;
  if (filters.activity) {
    const related = filters.related && (item.related_ids ?? []).includes(filters.activity);
    if (item.object_id !== filters.activity && !related) return false;
  }
  const stored = Date.parse(item.stored);
  if (filters.since && stored <= Date.parse(filters.since)) return false;
  if (filters.until && stored > Date.parse(filters.until)) return false;
  return true;
}

interface TMoreState {
  c: string;
  r: string;
  f: TFilters;
  a: string;
  e: number;
}

function moreToken(context: TLrsContext, filters: TFilters, after: string): string {
  const state: TMoreState = {
    c: context.companyId,
    r: context.session.registration,
    f: filters,
    a: after,
    e: Math.floor(Date.now() / 1000) + XAPI_LIMITS.moreSeconds,
  };
  const payload = Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
  return `${payload}.${sign(MORE_PURPOSE, [payload])}`;
}

function readMoreToken(context: TLrsContext, token: string): { filters: TFilters; after: string } {
  const [payload = '', signature = ''] = token.split('.');
  if (!verifySignature(MORE_PURPOSE, [payload], signature)) fail('more', XAPI_MSG.MORE_EXPIRED);
  const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TMoreState;
  if (state.c !== context.companyId || state.r !== context.session.registration) throw AppError.notFound();
  if (state.e * 1000 < Date.now()) fail('more', XAPI_MSG.MORE_EXPIRED);
  return { filters: state.f, after: state.a };
}

async function list(context: TLrsContext, filters: TFilters, after: string | undefined): Promise<RawResponse> {
  const found: TXapiStatementItem[] = [];
  let cursor = after;
  let exhausted = false;
  // Bounded: at most MAX_READ_PAGES reads per answer; a sparse filter continues through `more`.
  for (let page = 0; page < MAX_READ_PAGES && found.length < filters.limit; page++) {
    const { items, lastStoredId } = await queryStatements(context.companyId, context.session.registration, {
      ascending: filters.ascending,
      limit: READ_PAGE,
      ...(cursor ? { afterStoredId: cursor } : {}),
    });
    for (const item of items) {
      if (found.length >= filters.limit) break;
      cursor = item.stored_id;
      if (matches(item, filters)) found.push(item);
    }
    // The registration ends here when the last read page was consumed whole.
    if (!lastStoredId && (items.length === 0 || cursor === items.at(-1)?.stored_id)) {
      exhausted = true;
      break;
    }
  }
  const more = !exhausted && cursor ? `${PATH}?more=${encodeURIComponent(moreToken(context, filters, cursor))}` : '';
  const statements = found.map((item) => JSON.parse(item.statement) as unknown);
  return lrsJson(200, { statements, more }, consistentThrough());
}

export async function getStatements(context: TLrsContext, query: TStatementsQuery): Promise<RawResponse> {
  checkFormat(query);
  if (query.more !== undefined) {
    const { filters, after } = readMoreToken(context, query.more);
    return list(context, filters, after);
  }
  if (query.statementId !== undefined || query.voidedStatementId !== undefined) return single(context, query);
  return list(context, parseFilters(context, query), undefined);
}
