import { randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_ACTOR_KIND, AUDIT_SYSTEM_ACTOR_ID } from '@skillway/shared';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { documentClient } from '../../platform/clients/dynamodb';
import { config } from '../../platform/config';
import {
  auditEventEntity,
  auditHeadEntity,
  type TAuditEventItem,
  type TAuditHeadItem,
} from '../../platform/db/entities/audit';
import { keys } from '../../platform/db/keys';
import { cancellationCodes, transact } from '../../platform/db/transactions';
import { pseudonymiseDraft, readAuditErasures } from './audit-erasures';
import { GENESIS_HASH, canonicalJson, sha256Hex } from './canonical-json';
import type { TAuditDraft } from './record-to-event';

export { GENESIS_HASH };

/**
 * The fields an event's hash covers, in the order they are listed to a reader: everything except the hash itself,
 * the personal data (`pii`, stood for by `pii_digest`), its salt, the pseudonymisation time and the index keys, so
 * erasure can replace names without breaking the chain, and anything else changed, removed or inserted breaks it.
 */
export const HASHED_FIELDS = [
  'company_id',
  'seq',
  'recorded_at',
  'event_id',
  'at',
  'action',
  'actor_kind',
  'actor_id',
  'actor_role',
  'on_behalf',
  'target_type',
  'target_id',
  'request_id',
  'source_ip',
  'outcome',
  'pii_digest',
  'prev_hash',
] as const;

type TAuditPii = TAuditEventItem['pii'];

export function auditPiiDigest(salt: string, pii: unknown): string {
  return sha256Hex(salt + canonicalJson(pii));
}

export function auditEventHash(
  prevHash: string,
  event: Partial<Record<(typeof HASHED_FIELDS)[number], unknown>>,
): string {
  const fields: Record<string, unknown> = {};
  for (const name of HASHED_FIELDS) if (event[name] !== undefined) fields[name] = event[name];
  return sha256Hex(`${prevHash}\n${canonicalJson(fields)}`);
}

/** The actor index's key part: a user id, `scim:<tokenId>`, or `system`. */
export function auditActorKey(actorKind: string, actorId: string): string {
  if (actorKind === AUDIT_ACTOR_KIND.SYSTEM) return AUDIT_SYSTEM_ACTOR_ID;
  if (actorKind === AUDIT_ACTOR_KIND.SCIM_TOKEN) return `scim:${actorId}`;
  return actorId;
}

export interface TChainHead {
  seq: number;
  hash: string;
  recordedAt: string;
  /** Absent when the company has no event yet. */
  exists: boolean;
  /** The last erasure's fence (audit-erasures.ts), if one moved it since the last append. */
  fence?: string;
}

const EMPTY_HEAD: TChainHead = { seq: 0, hash: GENESIS_HASH, recordedAt: '', exists: false };

/** The company's chain head, read strongly consistent. */
export async function readAuditHead(companyId: string): Promise<TChainHead> {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: config.tableName,
      Key: { pk: keys.auditPk(companyId), sk: keys.auditHeadSk },
      ConsistentRead: true,
    }),
  );
  if (!Item) return EMPTY_HEAD;
  return {
    seq: Number(Item.seq),
    hash: String(Item.hash),
    recordedAt: String(Item.recorded_at ?? ''),
    exists: true,
    ...(typeof Item.erasure_fence === 'string' ? { fence: Item.erasure_fence } : {}),
  };
}

/**
 * The event item of a draft at a place in the chain. `pseudonymised`: the draft's personal data already has an erased
 * user's pseudonym in it (an event that reached the log after the erasure).
 */
export function chainedEvent(
  draft: TAuditDraft,
  place: { seq: number; prevHash: string; recordedAt: string },
  salt = randomBytes(16).toString('hex'),
  pseudonymised = false,
): TAuditEventItem {
  const pii: TAuditPii = { actor_name: draft.actorName, target_name: draft.target.name, changes: draft.changes };
  const sk = keys.auditEventSk(place.recordedAt, place.seq);
  const listed = draft.target.index ?? draft.target;
  const fields = {
    company_id: draft.companyId,
    seq: place.seq,
    recorded_at: place.recordedAt,
    event_id: draft.eventId,
    at: draft.at,
    action: draft.action,
    actor_kind: draft.actorKind,
    actor_id: draft.actorId,
    ...(draft.actorRole === undefined ? {} : { actor_role: draft.actorRole }),
    ...(draft.onBehalf ? { on_behalf: true } : {}),
    target_type: draft.target.type,
    target_id: draft.target.id,
    request_id: draft.requestId,
    source_ip: draft.sourceIp,
    outcome: draft.outcome,
    pii_digest: auditPiiDigest(salt, pii),
    prev_hash: place.prevHash,
  };
  return {
    ...fields,
    pii,
    pii_salt: salt,
    ...(pseudonymised ? { pseudonymised_at: place.recordedAt } : {}),
    hash: auditEventHash(place.prevHash, fields),
    gsi1pk: keys.auditActorIndexPk(draft.companyId, auditActorKey(draft.actorKind, draft.actorId)),
    gsi1sk: sk,
    gsi2pk: keys.auditTargetIndexPk(draft.companyId, listed.type, listed.id),
    gsi2sk: sk,
    gsi3pk: keys.auditActionIndexPk(draft.companyId, draft.action),
    gsi3sk: sk,
  };
}

/**
 * The ids of the company's events recorded at or after `from` (ISO): the changes already in its log. An event is
 * recorded no earlier than its change's stamp, so a change stamped at `from` or later that is in the log is in this set.
 */
export async function recordedEventIdsSince(companyId: string, from: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND sk >= :from',
        ExpressionAttributeValues: { ':pk': keys.auditPk(companyId), ':from': `${keys.auditEventsPrefix}${from}` },
        ProjectionExpression: 'event_id',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) if (typeof item.event_id === 'string') ids.add(item.event_id);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

/** Events appended in one transaction with the head (each a Put, plus the head's Put: well within 100 and 4 MB). */
const EVENTS_PER_TRANSACTION = 25;
const MAX_HEAD_RACES = 20;

/** Thrown when a company's drafts could not all be appended: those before `failedEventId` were, in order. */
export class AuditAppendError extends Error {
  constructor(
    readonly failedEventId: string,
    override readonly cause: unknown,
  ) {
    super(`audit append failed at ${failedEventId}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'AuditAppendError';
  }
}

function laterOf(a: string, b: string): string {
  return a > b ? a : b;
}

/**
 * The head and, read after it, the company's erasures: a draft's texts of a user erased meanwhile become the
 * pseudonym before it is appended. The append is conditioned on the head's erasure fence as read here, so an
 * erasure whose tombstone this read missed makes the append fail and read both again.
 */
async function readHeadAndErasures(companyId: string) {
  const head = await readAuditHead(companyId);
  return { head, erasures: await readAuditErasures(companyId) };
}

/**
 * Appends a company's drafts, in order, to its chain: each group of events and the head move in one
 * TransactWriteItems (every event put only where none is, the head only from the seq and erasure fence it was read
 * at, or created when there was none), so two writers never fork the chain; a lost race reads the head again and
 * places the events anew. `recorded_at` is the stamp's time, or the head's when that is later, so the events' sort
 * key order is chain order and time order. Drafts whose `eventId` is in `skip` were appended before (a redelivery)
 * and are left out. A draft by or about a user erased meanwhile is appended with the pseudonym (audit-erasures.ts).
 */
export async function appendAuditDrafts(
  companyId: string,
  drafts: readonly TAuditDraft[],
  skip: ReadonlySet<string> = new Set(),
): Promise<{ appended: number; skipped: number }> {
  const fresh = drafts.filter((draft) => !skip.has(draft.eventId));
  let done = 0;
  if (fresh.length === 0) return { appended: 0, skipped: drafts.length };
  const failure = (error: unknown) => new AuditAppendError(fresh[done]?.eventId ?? '', error);
  let { head, erasures } = await readHeadAndErasures(companyId).catch((error: unknown) => {
    throw failure(error);
  });
  while (done < fresh.length) {
    const group = fresh.slice(done, done + EVENTS_PER_TRANSACTION);
    for (let race = 1; ; race++) {
      const events: TAuditEventItem[] = [];
      let previous = { seq: head.seq, hash: head.hash, recordedAt: head.recordedAt };
      for (const original of group) {
        const { draft, pseudonymised } = pseudonymiseDraft(original, erasures);
        const place = {
          seq: previous.seq + 1,
          prevHash: previous.hash,
          recordedAt: laterOf(draft.at, previous.recordedAt),
        };
        const event = chainedEvent(draft, place, undefined, pseudonymised);
        events.push(event);
        previous = { seq: event.seq, hash: event.hash, recordedAt: event.recorded_at };
      }
      const nextHead: TAuditHeadItem = {
        company_id: companyId,
        seq: previous.seq,
        hash: previous.hash,
        recorded_at: previous.recordedAt,
        shards: {},
      };
      try {
        await transact([
          ...events.map((event) =>
            auditEventEntity()
              .build(PutTransaction)
              .item(event)
              .options({ condition: { attr: 'company_id', exists: false } }),
          ),
          auditHeadEntity()
            .build(PutTransaction)
            .item(nextHead)
            .options({
              condition: head.exists
                ? {
                    and: [
                      { attr: 'seq', eq: head.seq },
                      head.fence === undefined
                        ? { attr: 'erasure_fence', exists: false }
                        : { attr: 'erasure_fence', eq: head.fence },
                    ],
                  }
                : { attr: 'company_id', exists: false },
            }),
        ]);
        head = { seq: nextHead.seq, hash: nextHead.hash, recordedAt: nextHead.recorded_at, exists: true };
        done += group.length;
        break;
      } catch (error) {
        const lostRace = cancellationCodes(error)?.includes('ConditionalCheckFailed') ?? false;
        if (!lostRace || race >= MAX_HEAD_RACES) throw failure(error);
        ({ head, erasures } = await readHeadAndErasures(companyId).catch((readError: unknown) => {
          throw failure(readError);
        }));
      }
    }
  }
  return { appended: fresh.length, skipped: drafts.length - fresh.length };
}
