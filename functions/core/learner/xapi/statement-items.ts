import { createHash } from 'node:crypto';
import { XAPI_VERB } from '@skillway/shared';
import { sortableId } from '../../platform/crypto/tokens';
import { authorityKey, authorityOf, type TLrsContext } from './lrs-context';
import { originsOf, ownOrigin, type TOrigin } from '../../platform/lrs/statement-index';
import type { TLrsStatementItem } from '../../platform/lrs/statement-repository';
import type { TJson } from './statement-validation';

/** A statement as the LRS stores it: its fingerprint, its completed form, its item with its index origins. */

let lastStoredMs = 0;

/**
 * The `stored` time of the next statement: never the same millisecond twice in this process, so statements written
 * one after another (a POST's, an event's facts) keep their order in the store (stored ids are ULIDs of this time).
 */
export function nextStored(): string {
  lastStoredMs = Math.max(Date.now(), lastStoredMs + 1);
  return new Date(lastStoredMs).toISOString();
}

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
  return createHash('sha256')
    .update(canonical(normalised(sent)))
    .digest('hex');
}

/** xAPI 1.0.3 section 4.1.6.2: a single context activity object is returned as a one-element array. */
function normaliseContext(context: TJson | undefined): TJson | undefined {
  const groups = context?.contextActivities as TJson | undefined;
  if (!context || !groups) return context;
  const arrays = Object.fromEntries(
    Object.entries(groups).map(([kind, value]) => [kind, Array.isArray(value) ? value : [value]]),
  );
  return { ...context, contextActivities: arrays };
}

/** The statement in its stored shape (context activities as arrays, in the statement and its SubStatement). */
function normalised(statement: TJson): TJson {
  const out: TJson = { ...statement };
  if (out.context) out.context = normaliseContext(out.context as TJson);
  const object = out.object as TJson | undefined;
  if (object?.objectType === 'SubStatement' && object.context)
    out.object = { ...object, context: normaliseContext(object.context as TJson) };
  return out;
}

/** The statement as the LRS keeps and returns it: id, stored, authority, timestamp and version filled in. */
export function completeStatement(statement: TJson, id: string, stored: string, context: TLrsContext): TJson {
  return {
    ...normalised(statement),
    id,
    timestamp: statement.timestamp ?? stored,
    stored,
    authority: authorityOf(context),
    version: statement.version ?? (context.version === '2.0.0' ? '2.0.0' : '1.0.0'),
  };
}

/** A statement item ready to store (shared by the content's statements, the clients' and the LMS's own). */
export function statementItem(
  context: TLrsContext,
  full: TJson,
  targetOrigins?: readonly TOrigin[],
): TLrsStatementItem {
  const target = full.object as TJson;
  const verbId = (full.verb as TJson).id as string;
  const named = (full.context as TJson | undefined)?.registration;
  const registration =
    typeof named === 'string' ? named : context.kind === 'session' ? context.session.registration : undefined;
  const own = ownOrigin(full, authorityKey(context), registration);
  const item: TLrsStatementItem = {
    company_id: context.companyId,
    stored_id: sortableId(Date.parse(full.stored as string)),
    statement_id: (full.id as string).toLowerCase(),
    statement: JSON.stringify(full),
    stored: full.stored as string,
    ...(registration ? { registration: registration.toLowerCase() } : {}),
    ...(context.kind === 'session' ? { actor_user_id: context.session.user_id } : {}),
    authority_key: authorityKey(context),
    origins: JSON.stringify(originsOf(own, targetOrigins)),
  };
  if (verbId === XAPI_VERB.VOIDED) item.voids = (target.id as string).toLowerCase();
  return item;
}
