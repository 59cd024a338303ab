import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { AUDIT_PAGE_SIZE, AUDIT_TARGET_TYPE } from '@skillway/shared';
import { auditEventEntity, type TAuditEventItem } from '../../platform/db/entities/audit';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { AppError } from '../../platform/http/app-error';
import { AUDIT_TARGETS_INDEXED_ELSEWHERE } from '../audit/audit-targets';
import { decodeAuditCursor, encodeAuditCursor, type TAuditCursorKey } from './audit-cursor';

/** What narrows the log (GET /v1/audit-log's filters; an export job's carry the same names as strings). */
export interface TAuditFilters {
  /** A user id, `scim:<tokenId>` or `system`. */
  actor?: string | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
  /** Days (yyyy-mm-dd, UTC), both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

type TIndexName = 'gsi1' | 'gsi2' | 'gsi3';
type TCondition = { attr: `${TIndexName}pk` | 'target_type' | 'target_id'; eq: string };

/**
 * How one query reads the log: the company's events (main key), or one index partition when a filter names one
 * (a target, gsi2, is the narrowest, then an actor, gsi1, then an action, gsi3); the other filters are a
 * FilterExpression. Every sort key is the event's `EV#<recorded_at>#<seq>`, so the day range is a key condition.
 */
interface TAuditQueryPlan {
  pk: string;
  index?: { name: TIndexName; pk: string };
  conditions: TCondition[];
  range?: { between: [string, string] } | { gte: string } | { lte: string };
}

/** Above every `EV#<day>T…` key of the day: the upper bound of a range that includes the whole day. */
const DAY_END = '~';

/**
 * The target index key that lists a target's events, and whether the event's own type and id must be checked too.
 * A course's key lists its material's, test's and questions' events with its own (the course's History); a test's id
 * is its course's, so a test's events are read there. Material, questions, groups (memberships are listed in the
 * member's history) and external training have no index key of their own that lists all their events: read by their
 * fields.
 */
function targetIndex(companyId: string, type: string, id: string): { pk?: string; exact: boolean } {
  if (type === AUDIT_TARGET_TYPE.TEST)
    return { pk: keys.auditTargetIndexPk(companyId, AUDIT_TARGET_TYPE.COURSE, id), exact: true };
  if (AUDIT_TARGETS_INDEXED_ELSEWHERE.has(type)) return { exact: true };
  return { pk: keys.auditTargetIndexPk(companyId, type, id), exact: false };
}

export function auditQueryPlan(companyId: string, filters: TAuditFilters): TAuditQueryPlan {
  const target =
    filters.target_type && filters.target_id
      ? targetIndex(companyId, filters.target_type, filters.target_id)
      : undefined;
  const byTarget = target?.pk;
  const byActor = filters.actor ? keys.auditActorIndexPk(companyId, filters.actor) : undefined;
  const byAction = filters.action ? keys.auditActionIndexPk(companyId, filters.action) : undefined;
  const candidates: { name: TIndexName; pk: string | undefined }[] = [
    { name: 'gsi2', pk: byTarget },
    { name: 'gsi1', pk: byActor },
    { name: 'gsi3', pk: byAction },
  ];
  const chosen = candidates.find((candidate) => candidate.pk !== undefined);
  const conditions: TCondition[] = candidates
    .filter((candidate) => candidate.pk !== undefined && candidate !== chosen)
    .map((candidate): TCondition => ({ attr: `${candidate.name}pk`, eq: candidate.pk! }));
  // A target type alone (every course's events), an id alone, or a target its key does not list alone: a filter on
  // the event's own fields.
  const byFields = !byTarget || target?.exact === true;
  if (byFields && filters.target_type) conditions.push({ attr: 'target_type', eq: filters.target_type });
  if (byFields && filters.target_id) conditions.push({ attr: 'target_id', eq: filters.target_id });

  if (filters.from && filters.to && filters.from > filters.to) {
    throw AppError.field('to', 'The end date must be a date after or equal to the start date.');
  }
  const low = filters.from ? `${keys.auditEventsPrefix}${filters.from}` : undefined;
  const high = filters.to ? `${keys.auditEventsPrefix}${filters.to}${DAY_END}` : undefined;
  const range =
    low && high ? { between: [low, high] as [string, string] } : low ? { gte: low } : high ? { lte: high } : undefined;
  return {
    pk: keys.auditPk(companyId),
    ...(chosen ? { index: { name: chosen.name, pk: chosen.pk! } } : {}),
    conditions,
    ...(range ? { range } : {}),
  };
}

/** The keys an event sits at in the table and in the plan's index: a cursor that starts the next page after it. */
function keyOf(item: TAuditEventItem, plan: TAuditQueryPlan): TAuditCursorKey {
  const key: TAuditCursorKey = { pk: keys.auditPk(item.company_id), sk: keys.auditEventSk(item.recorded_at, item.seq) };
  if (plan.index) {
    const name = plan.index.name;
    key[`${name}pk`] = item[`${name}pk`];
    key[`${name}sk`] = item[`${name}sk`];
  }
  return key;
}

/** One DynamoDB Query of the plan, newest first, from `start`. */
async function queryOnce(plan: TAuditQueryPlan, start: TAuditCursorKey | undefined, limit: number) {
  const partition = plan.index ? plan.index.pk : plan.pk;
  const filter =
    plan.conditions.length === 0
      ? undefined
      : plan.conditions.length === 1
        ? plan.conditions[0]!
        : { and: plan.conditions };
  const { Items, LastEvaluatedKey } = await SkillwayTable.build(QueryCommand)
    .entities(auditEventEntity())
    .query({
      ...(plan.index ? { index: plan.index.name } : {}),
      partition,
      range: plan.range ? plan.range : { beginsWith: keys.auditEventsPrefix },
    })
    .options({
      reverse: true,
      limit,
      ...(start ? { exclusiveStartKey: start } : {}),
      ...(filter ? { filters: { AuditEvent: filter } } : {}),
    })
    .send();
  return { items: (Items ?? []) as TAuditEventItem[], last: LastEvaluatedKey as TAuditCursorKey | undefined };
}

/** DynamoDB calls one page may make: a narrow filter returns a short page with a cursor rather than reading on. */
const MAX_CALLS_A_PAGE = 5;
/** Events one call reads when a FilterExpression may drop some (a page without one reads only what it shows). */
const FILTERED_READ = 200;

interface TAuditPage {
  items: TAuditEventItem[];
  /** Where the next page starts (null: this was the last). */
  nextCursor: string | null;
}

/**
 * One page of a company's log (`platform` for the platform's), newest first: at most `limit` events and at most
 * MAX_CALLS_A_PAGE queries, whatever the log holds. The cursor is checked to be this log's and this query's.
 */
export async function readAuditPage(
  companyId: string,
  filters: TAuditFilters,
  options: { cursor?: string | undefined; limit?: number | undefined } = {},
): Promise<TAuditPage> {
  const pageSize = Math.min(Math.max(options.limit ?? AUDIT_PAGE_SIZE, 1), AUDIT_PAGE_SIZE * 4);
  const plan = auditQueryPlan(companyId, filters);
  let start = options.cursor ? decodeAuditCursor(options.cursor, plan) : undefined;
  const kept: TAuditEventItem[] = [];
  const read = plan.conditions.length > 0 ? Math.max(FILTERED_READ, pageSize + 1) : pageSize + 1;
  for (let call = 0; call < MAX_CALLS_A_PAGE; call += 1) {
    const { items, last } = await queryOnce(plan, start, read);
    kept.push(...items);
    if (kept.length > pageSize) {
      const page = kept.slice(0, pageSize);
      return { items: page, nextCursor: encodeAuditCursor(keyOf(page.at(-1)!, plan)) };
    }
    if (!last) return { items: kept, nextCursor: null };
    start = last;
  }
  return { items: kept, nextCursor: start ? encodeAuditCursor(start) : null };
}

/** Events an export holds at most (newest first); a longer log is narrowed by its filters or its day range. */
export const AUDIT_EXPORT_MAX = 5_000;

/** Every event of the filters for an export, newest first, up to AUDIT_EXPORT_MAX; `more` when the log held more. */
export async function readAuditEvents(
  companyId: string,
  filters: TAuditFilters,
): Promise<{ items: TAuditEventItem[]; more: boolean }> {
  const plan = auditQueryPlan(companyId, filters);
  const items: TAuditEventItem[] = [];
  let start: TAuditCursorKey | undefined;
  do {
    const { items: read, last } = await queryOnce(plan, start, 1000);
    items.push(...read);
    start = last;
  } while (start && items.length < AUDIT_EXPORT_MAX);
  return { items: items.slice(0, AUDIT_EXPORT_MAX), more: items.length > AUDIT_EXPORT_MAX || start !== undefined };
}
