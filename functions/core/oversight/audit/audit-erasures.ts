import { createHash, randomBytes } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_ACTOR_KIND } from '@skillway/shared';
import { documentClient } from '../../platform/clients/dynamodb';
import { config } from '../../platform/config';
import { keys } from '../../platform/db/keys';
import { isWriteConflict } from '../../platform/db/transactions';
import { AUDIT_USER_RECORD_TYPES } from './audit-targets';
import { GENESIS_HASH } from './canonical-json';
import type { TAuditDraft } from './record-to-event';

/**
 * An erasure's tombstone (docs/privacy.md "The audit log"): pk `C#<cid>#AUDIT`, sk
 * `ERASED#<userId>`, written by the erasure before anything else and kept until no stream record written before the
 * erasure can still reach the consumer (DynamoDB Streams keep a record 24 hours; TTL two days). It holds no text of
 * the person: the pseudonym, and salted SHA-256 fingerprints of the email, the full name and each name, with which
 * the consumer recognises those texts in an event still on its way and writes the pseudonym in their place.
 */
const AUDIT_ERASURE_SK_PREFIX = 'ERASED#';
/** The tombstone's item type (docs/privacy.md lists it; written without an Entity, like the audit read marker). */
const AUDIT_ERASURE_ENTITY = 'AuditErasure';
const TOMBSTONE_TTL_SECONDS = 2 * 24 * 60 * 60;
const FENCE_ATTEMPTS = 5;
/** Texts shorter than this are not matched (a one-letter name would match everywhere). */
const MIN_TEXT = 2;

export interface TErasurePseudonym {
  first_name: string;
  last_name: string;
  email: string;
  full_name: string;
}

/** One text of the person: its kind, its length and its salted hash (never the text). */
interface TFingerprint {
  /** `email` and `full` are the person's wherever they appear; `first` and `last` alone only in their own events. */
  kind: 'email' | 'full' | 'first' | 'last';
  length: number;
  hash: string;
}

export interface TAuditErasure {
  user_id: string;
  pseudonym: TErasurePseudonym;
  salt: string;
  texts: TFingerprint[];
}

/**
 * Lower-cases a text character by character, keeping its length (a character whose lower case is longer stays as it
 * is), so a match's place in the lowered text is its place in the original.
 */
function lowered(text: string): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    out += lower.length === char.length ? lower : char;
  }
  return out;
}

function fingerprint(salt: string, text: string): string {
  return createHash('sha256').update(`${salt}\n${text}`).digest('hex');
}

const REPLACEMENT: Record<TFingerprint['kind'], keyof TErasurePseudonym> = {
  email: 'email',
  full: 'full_name',
  first: 'first_name',
  last: 'last_name',
};

/** The tombstone of a person about to be erased: the pseudonym and the fingerprints of their texts. */
export function erasureOf(
  person: { user_id: string; first_name: string; last_name: string; email: string },
  pseudonym: TErasurePseudonym,
  salt = randomBytes(16).toString('hex'),
): TAuditErasure {
  const texts: [TFingerprint['kind'], string][] = [
    ['email', person.email],
    ['full', `${person.first_name} ${person.last_name}`],
    ['first', person.first_name],
    ['last', person.last_name],
  ];
  return {
    user_id: person.user_id,
    pseudonym,
    salt,
    texts: texts
      .map(([kind, text]) => [kind, lowered(text.trim())] as const)
      .filter(([, text]) => text.length >= MIN_TEXT)
      .map(([kind, text]) => ({ kind, length: text.length, hash: fingerprint(salt, text) })),
  };
}

/**
 * Replaces every occurrence of the person's texts in `text` (case-insensitively, as the erasure's own pass does) by
 * the pseudonym's: each window of a fingerprint's length is hashed and compared. `namesAlone` adds the first and last
 * name on their own (only in the person's own events: elsewhere a first name alone may be someone else's).
 */
function replaceText(text: string, erasure: TAuditErasure, namesAlone: boolean): string {
  let out = text;
  for (const print of erasure.texts) {
    if (!namesAlone && (print.kind === 'first' || print.kind === 'last')) continue;
    const to = erasure.pseudonym[REPLACEMENT[print.kind]];
    const lower = lowered(out);
    let result = '';
    let from = 0;
    for (let at = 0; at + print.length <= lower.length;) {
      if (fingerprint(erasure.salt, lower.slice(at, at + print.length)) === print.hash) {
        result += out.slice(from, at) + to;
        at += print.length;
        from = at;
      } else {
        at += 1;
      }
    }
    out = result + out.slice(from);
  }
  return out;
}

function replaceIn(value: unknown, erasure: TAuditErasure, namesAlone: boolean): unknown {
  if (typeof value === 'string') return replaceText(value, erasure, namesAlone);
  if (Array.isArray(value)) return value.map((inner) => replaceIn(inner, erasure, namesAlone));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, replaceIn(inner, erasure, namesAlone)]),
    );
  }
  return value;
}

/** The user an event is by (a signed-in user), and the user whose history lists it (their own records). */
function usersOf(draft: TAuditDraft): { by?: string; about?: string } {
  const listed = draft.target.index ?? draft.target;
  const about = (AUDIT_USER_RECORD_TYPES as readonly string[]).includes(listed.type) ? listed.id : undefined;
  const by = draft.actorKind === AUDIT_ACTOR_KIND.USER ? draft.actorId : undefined;
  return { ...(by ? { by } : {}), ...(about ? { about } : {}) };
}

/**
 * A draft with the erased people's texts replaced by their pseudonyms, and whether anything was: an event by or about
 * an erased user names them by the pseudonym, and their email and full name are replaced wherever they appear.
 */
export function pseudonymiseDraft(
  draft: TAuditDraft,
  erasures: readonly TAuditErasure[],
): { draft: TAuditDraft; pseudonymised: boolean } {
  if (erasures.length === 0) return { draft, pseudonymised: false };
  const { by, about } = usersOf(draft);
  let next = draft;
  for (const erasure of erasures) {
    const own = erasure.user_id === by || erasure.user_id === about;
    const target = { ...next.target, name: replaceText(next.target.name, erasure, own) };
    if (next.target.type === 'user' && next.target.id === erasure.user_id) target.name = erasure.pseudonym.full_name;
    next = {
      ...next,
      actorName: erasure.user_id === by ? erasure.pseudonym.full_name : replaceText(next.actorName, erasure, own),
      target,
      changes: replaceIn(next.changes, erasure, own) as TAuditDraft['changes'],
    };
  }
  const pseudonymised =
    next.actorName !== draft.actorName ||
    next.target.name !== draft.target.name ||
    JSON.stringify(next.changes) !== JSON.stringify(draft.changes);
  return { draft: pseudonymised ? next : draft, pseudonymised };
}

/**
 * The company's erasures of the last two days, read strongly consistent (after the chain's head, whose fence an
 * erasure moves after writing its tombstone: see appendAuditDrafts). One Query of a few small items, per batch.
 */
export async function readAuditErasures(companyId: string, now = new Date()): Promise<TAuditErasure[]> {
  const found: TAuditErasure[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :erased)',
        ExpressionAttributeValues: { ':pk': keys.auditPk(companyId), ':erased': AUDIT_ERASURE_SK_PREFIX },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      // Expired tombstones wait for TTL to remove them; no record written before their erasure is left to come.
      if (typeof item.ttl === 'number' && item.ttl * 1000 < now.getTime()) continue;
      found.push(item.erasure as TAuditErasure);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/** The tombstone of a user's erasure still in place (a retry of an erasure keeps its pseudonym), if any. */
export async function findAuditErasure(companyId: string, userId: string): Promise<TAuditErasure | undefined> {
  const all = await readAuditErasures(companyId);
  return all.find((erasure) => erasure.user_id === userId);
}

/**
 * Writes the tombstone, then moves the chain head's fence: a consumer that read the head before the fence moved
 * cannot append (its transaction is conditioned on the fence it read), so it reads the head and the tombstones again;
 * one that read it after sees the tombstone. A company without a head yet gets an empty one (seq 0), so the fence
 * holds for its first event too.
 */
export async function writeAuditErasure(companyId: string, erasure: TAuditErasure, now = new Date()): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: config.tableName,
      Item: {
        pk: keys.auditPk(companyId),
        sk: `${AUDIT_ERASURE_SK_PREFIX}${erasure.user_id}`,
        _et: AUDIT_ERASURE_ENTITY,
        erasure,
        ttl: Math.floor(now.getTime() / 1000) + TOMBSTONE_TTL_SECONDS,
      },
    }),
  );
  const moveFence = () =>
    documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk: keys.auditPk(companyId), sk: keys.auditHeadSk },
        UpdateExpression:
          'SET erasure_fence = :fence, company_id = if_not_exists(company_id, :cid), seq = if_not_exists(seq, :zero), ' +
          '#hash = if_not_exists(#hash, :genesis), recorded_at = if_not_exists(recorded_at, :none), ' +
          'shards = if_not_exists(shards, :shards), #et = if_not_exists(#et, :et)',
        ExpressionAttributeNames: { '#hash': 'hash', '#et': '_et' },
        ExpressionAttributeValues: {
          ':fence': randomBytes(8).toString('hex'),
          ':cid': companyId,
          ':zero': 0,
          ':genesis': GENESIS_HASH,
          ':none': '',
          ':shards': {},
          ':et': 'AuditHead',
        },
      }),
    );
  // The head is the consumer's to move in transactions: an update meeting one is refused, not queued.
  for (let attempt = 1; ; attempt++) {
    try {
      await moveFence();
      return;
    } catch (error) {
      if (!isWriteConflict(error) || attempt >= FENCE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
