import { XAPI_CLIENT_MSG, XAPI_HEADER, XAPI_LIMITS, XAPI_MSG } from '@skillway/shared';
import { sign, verifySignature } from '../../platform/crypto/signing';
import { AppError } from '../../platform/http/app-error';
import type { RawResponse } from '../../platform/http/responses';
import { requireSessionAgent } from './agent';
import { agentIfi } from '../../platform/lrs/agent-ifi';
import { allows, authorityKey, readsOnlyOwnStatements, type TLrsContext } from './lrs-context';
import { lrsDocument, lrsJson } from './lrs-response';
import { attachmentPartsOf, attachmentsBudget, multipartAnswer } from './statement-attachments';
import { formatStatement, type TStatementFormat } from './statement-format';
import { filterHash, indexKey } from '../../platform/lrs/statement-index';
import {
  getStatementById,
  getStatementItems,
  queryPage,
  type TIndexFilter,
  type TLrsStatementItem,
} from '../../platform/lrs/statement-repository';
import { fail, isIri, isTimestamp, isUuid, validateAgent, type TJson } from './statement-validation';

/**
 * GET statements (xAPI 1.0.3 section 7.2.3, 2.0 section 4.1.6.3): one statement by statementId or voidedStatementId,
 * or a StatementResult filtered by agent, verb, activity, registration, since and until (related_agents and
 * related_activities widen the first and third), `limit` per page, oldest or newest first, and a `more` link with
 * a signed continuation. Each answer reads one index partition (statement-index.ts) in bounded pages, whatever the
 * company's store holds. A launch session sees its own registration's statements of its learner; a client with
 * statements/read/mine only those it wrote. Voided statements stay out of lists. With `attachments=true` the answer
 * is multipart/mixed: the JSON, then the content of the statements' attachments the company holds
 * (statement-attachments.ts); a page whose attachments would not fit one answer ends early, its `more` link
 * continuing after the last statement in it.
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

/** A list query as planned: the index partition to read and what each entry must match. */
interface TPlan {
  indexKey: string | undefined;
  filter: TIndexFilter;
  sinceMs?: number;
  untilMs?: number;
  limit: number;
  ascending: boolean;
  format: TStatementFormat;
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

function formatOf(query: TStatementsQuery): TStatementFormat {
  if (query.format !== undefined && !['ids', 'exact', 'canonical'].includes(query.format))
    fail('format', 'must be ids, exact or canonical.');
  bool(query.attachments, 'attachments');
  return (query.format ?? 'exact') as TStatementFormat;
}

/** Whether the caller may see a stored statement at all (outside it, the statement does not exist: 404). */
function visible(context: TLrsContext, item: TLrsStatementItem): boolean {
  if (context.kind === 'session')
    return item.registration === context.session.registration && item.actor_user_id === context.session.user_id;
  return !readsOnlyOwnStatements(context) || item.authority_key === authorityKey(context);
}

function answerHeaders(items: readonly TLrsStatementItem[]): Record<string, string> {
  const latest = items.reduce<string | undefined>(
    (max, item) => (!max || item.stored > max ? item.stored : max),
    undefined,
  );
  return { ...consistentThrough(), ...(latest ? { 'last-modified': new Date(latest).toUTCString() } : {}) };
}

async function single(
  context: TLrsContext,
  query: TStatementsQuery,
  format: TStatementFormat,
  languages: readonly string[],
  attachments: boolean,
): Promise<RawResponse> {
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
  const item = await getStatementById(context.companyId, id);
  if (!item || !visible(context, item) || (item.voided === 1) !== voided) throw AppError.notFound();
  const stored = JSON.parse(item.statement) as TJson;
  const statement = formatStatement(stored, format, languages);
  if (!attachments) return lrsJson(200, statement, answerHeaders([item]));
  const { parts } = await attachmentPartsOf(context.companyId, [stored], attachmentsBudget(statement));
  const answer = multipartAnswer(statement, parts);
  return lrsDocument(answer.contentType, answer.base64, answerHeaders([item]));
}

function jsonParam(raw: string, field: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return fail(field, 'must be JSON.');
  }
}

/** The `agent` parameter: an Agent or an identified Group, as its identifier's hash. */
function agentHash(raw: string): string {
  const value = jsonParam(raw, 'agent');
  const agent =
    typeof value === 'object' && value !== null && (value as TJson).objectType === 'Group'
      ? (value as TJson)
      : validateAgent(value, 'agent');
  const ifi = agentIfi(agent);
  if (!ifi) fail('agent', 'must name an Agent or an identified Group.');
  return filterHash.agent(ifi);
}

function timeParam(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  if (!isTimestamp(value)) fail(field, 'must be an ISO 8601 timestamp.');
  return Date.parse(value);
}

function planQuery(context: TLrsContext, query: TStatementsQuery, format: TStatementFormat): TPlan {
  const filter: TIndexFilter = {};
  if (query.registration !== undefined) {
    if (!isUuid(query.registration)) fail('registration', 'must be a UUID.');
    filter.registration = query.registration.toLowerCase();
  }
  if (query.agent !== undefined) {
    if (context.kind === 'session') requireSessionAgent(query.agent, context.actor, false);
    filter.agent = { hash: agentHash(query.agent), related: bool(query.related_agents, 'related_agents') };
  } else bool(query.related_agents, 'related_agents');
  if (query.verb !== undefined) {
    if (!isIri(query.verb)) fail('verb', 'must be an IRI.');
    filter.verb = filterHash.verb(query.verb);
  }
  if (query.activity !== undefined) {
    if (!isIri(query.activity)) fail('activity', 'must be an IRI.');
    filter.activity = {
      hash: filterHash.activity(query.activity),
      related: bool(query.related_activities, 'related_activities'),
    };
  } else bool(query.related_activities, 'related_activities');
  const sinceMs = timeParam(query.since, 'since');
  const untilMs = timeParam(query.until, 'until');
  let limit: number = XAPI_LIMITS.defaultPageSize;
  if (query.limit !== undefined) {
    if (!/^\d{1,6}$/.test(query.limit)) fail('limit', 'must be a whole number, 0 or more.');
    const asked = Number(query.limit);
    limit = asked === 0 ? XAPI_LIMITS.maxPageSize : Math.min(asked, XAPI_LIMITS.maxPageSize);
  }
  const ascending = bool(query.ascending, 'ascending');
  if (context.kind === 'session') {
    // A launch session reads its own registration only: another is simply not there.
    if (filter.registration !== undefined && filter.registration !== context.session.registration)
      throw AppError.notFound();
    filter.registration = context.session.registration;
  } else if (readsOnlyOwnStatements(context)) {
    filter.authority = filterHash.authority(authorityKey(context));
  }
  // The most selective dimension drives the read; the others filter it.
  const driving = filter.registration
    ? indexKey.registration(filter.registration)
    : query.agent !== undefined
      ? `G#${filter.agent!.hash}`
      : query.activity !== undefined
        ? `A#${filter.activity!.hash}`
        : query.verb !== undefined
          ? `V#${filter.verb!}`
          : filter.authority
            ? `AU#${filter.authority}`
            : undefined;
  return {
    indexKey: driving,
    filter,
    ...(sinceMs !== undefined ? { sinceMs } : {}),
    ...(untilMs !== undefined ? { untilMs } : {}),
    limit,
    ascending,
    format,
  };
}

interface TMoreState {
  c: string;
  /** Whose continuation: the session's or the client's authority key. */
  w: string;
  p: TPlan;
  a: string;
  e: number;
}

function moreToken(context: TLrsContext, plan: TPlan, after: string): string {
  const state: TMoreState = {
    c: context.companyId,
    w: authorityKey(context),
    p: plan,
    a: after,
    e: Math.floor(Date.now() / 1000) + XAPI_LIMITS.moreSeconds,
  };
  const payload = Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
  return `${payload}.${sign(MORE_PURPOSE, [payload])}`;
}

function readMoreToken(context: TLrsContext, token: string): { plan: TPlan; after: string } {
  const [payload = '', signature = ''] = token.split('.');
  if (!verifySignature(MORE_PURPOSE, [payload], signature)) fail('more', XAPI_MSG.MORE_EXPIRED);
  const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TMoreState;
  if (state.c !== context.companyId || state.w !== authorityKey(context)) throw AppError.notFound();
  if (state.e * 1000 < Date.now()) fail('more', XAPI_MSG.MORE_EXPIRED);
  return { plan: state.p, after: state.a };
}

/** The stored id in an entry's sort key (`XSI#<storedId>#<origin>` or `XS#<storedId>`). */
function storedIdOf(sk: string): string {
  return sk.split('#')[1] ?? '';
}

async function list(
  context: TLrsContext,
  plan: TPlan,
  after: string | undefined,
  languages: readonly string[],
  attachments: boolean,
): Promise<RawResponse> {
  const found: TLrsStatementItem[] = [];
  /** Each found statement's index entry (where a page cut short by its attachments continues). */
  const foundAt: string[] = [];
  const seen = new Set<string>(after ? [storedIdOf(after)] : []);
  let cursor = after;
  let more = false;
  // Bounded: at most MAX_READ_PAGES reads per answer; a sparse filter continues through `more`.
  for (let page = 0; page < MAX_READ_PAGES; page++) {
    const { entries, statements, done } = await queryPage(context.companyId, {
      indexKey: plan.indexKey,
      filter: plan.filter,
      ...(plan.sinceMs !== undefined ? { sinceMs: plan.sinceMs } : {}),
      ...(plan.untilMs !== undefined ? { untilMs: plan.untilMs } : {}),
      ascending: plan.ascending,
      limit: READ_PAGE,
      ...(cursor ? { after: cursor } : {}),
    });
    const wanted = entries.map((entry) => entry.storedId).filter((id) => id && !seen.has(id) && !statements.has(id));
    for (const item of await getStatementItems(context.companyId, wanted)) statements.set(item.stored_id, item);
    let full = false;
    for (const [index, entry] of entries.entries()) {
      cursor = entry.sk;
      if (!entry.storedId || seen.has(entry.storedId)) continue;
      seen.add(entry.storedId);
      const item = statements.get(entry.storedId);
      if (!item || item.voided === 1 || !visible(context, item)) continue;
      found.push(item);
      foundAt.push(entry.sk);
      if (found.length >= plan.limit) {
        full = true;
        more = index < entries.length - 1 || !done;
        break;
      }
    }
    if (full) break;
    if (done) break;
    more = page === MAX_READ_PAGES - 1;
  }
  const moreLink = (at: string) =>
    `${PATH}?more=${encodeURIComponent(moreToken(context, plan, at))}${attachments ? '&attachments=true' : ''}`;
  const link = more && cursor ? moreLink(cursor) : '';
  const out = found.map((item) => formatStatement(JSON.parse(item.statement) as TJson, plan.format, languages));
  if (!attachments) return lrsJson(200, { statements: out, more: link }, answerHeaders(found));
  // The answer's attachments may end the page early, within what one Lambda answer carries.
  const stored = found.map((item) => JSON.parse(item.statement) as TJson);
  const { count, parts } = await attachmentPartsOf(
    context.companyId,
    stored,
    attachmentsBudget({ statements: out, more: link }),
  );
  const cut = count < found.length;
  const result = { statements: out.slice(0, count), more: cut ? moreLink(foundAt[count - 1]!) : link };
  const answer = multipartAnswer(result, parts);
  return lrsDocument(answer.contentType, answer.base64, answerHeaders(found.slice(0, count)));
}

/** The languages of an Accept-Language header, by preference (for format=canonical). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

export async function getStatements(
  context: TLrsContext,
  query: TStatementsQuery,
  acceptLanguage?: string,
): Promise<RawResponse> {
  if (!allows(context, 'statements/read')) throw new AppError('FORBIDDEN', XAPI_CLIENT_MSG.SCOPE_MISSING);
  const format = formatOf(query);
  const attachments = bool(query.attachments, 'attachments');
  const languages = acceptedLanguages(acceptLanguage);
  if (query.more !== undefined) {
    const { plan, after } = readMoreToken(context, query.more);
    return list(context, plan, after, languages, attachments);
  }
  if (query.statementId !== undefined || query.voidedStatementId !== undefined)
    return single(context, query, format, languages, attachments);
  return list(context, planQuery(context, query, format), undefined, languages, attachments);
}
