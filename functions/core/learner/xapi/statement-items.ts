import { createHash } from 'node:crypto';
import { XAPI_VERB } from '@skillway/shared';
import { sortableId } from '../../platform/crypto/tokens';
import type { TLrsContext } from './lrs-request';
import type { TXapiStatementItem } from './statement-repository';
import type { TJson } from './statement-validation';

/** A statement as the LRS stores it: its fingerprint, its completed form, its item with the filter attributes. */

/** Key-sorted JSON: two statements that differ only in key order are the same statement. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as TJson)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What identifies a statement as sent: everything but the properties the LRS sets. */
export function fingerprintOf(statement: TJson): string {
  const { stored: _stored, authority: _authority, version: _version, ...sent } = statement;
  return createHash('sha256').update(canonical(sent)).digest('hex');
}

function activityIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.map((activity) => (activity as TJson).id).filter((id): id is string => typeof id === 'string');
}

/** The object's id (an Activity's) and the context activities' ids, for the activity filters. */
function relatedActivityIds(statement: TJson): { objectId: string | undefined; related: string[] } {
  const target = statement.object as TJson;
  const objectId = (target.objectType ?? 'Activity') === 'Activity' ? (target.id as string) : undefined;
  const context = statement.context as TJson | undefined;
  const groups = (context?.contextActivities as TJson | undefined) ?? {};
  const related = [...new Set(Object.values(groups).flatMap(activityIds))];
  return { objectId, related };
}

/** The statement as the LRS keeps and returns it: id, stored, authority, timestamp and version filled in. */
export function completeStatement(statement: TJson, id: string, stored: string, context: TLrsContext): TJson {
  return {
    ...statement,
    id,
    timestamp: statement.timestamp ?? stored,
    stored,
    authority: {
      objectType: 'Agent',
      name: 'Skillway LRS',
      account: { homePage: context.actor.homePage, name: `launch:${context.session.session_id}` },
    },
    version: statement.version ?? '1.0.0',
  };
}

/** A statement item ready to store (shared by the AU's statements and the LMS's own). */
export function statementItem(context: TLrsContext, full: TJson): TXapiStatementItem {
  const { objectId, related } = relatedActivityIds(full);
  const target = full.object as TJson;
  const verbId = (full.verb as TJson).id as string;
  const item: TXapiStatementItem = {
    company_id: context.companyId,
    registration: context.session.registration,
    stored_id: sortableId(Date.parse(full.stored as string)),
    statement_id: full.id as string,
    statement: JSON.stringify(full),
    stored: full.stored as string,
    verb_id: verbId,
    ...(objectId ? { object_id: objectId } : {}),
    ...(related.length > 0 ? { related_ids: related } : {}),
  };
  if (verbId === XAPI_VERB.VOIDED) item.voids = target.id as string;
  return item;
}
