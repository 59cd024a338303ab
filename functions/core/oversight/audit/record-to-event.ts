import {
  AUDIT_ACTOR_KIND,
  AUDIT_OUTCOME,
  AUDIT_REDACTED,
  AUDIT_SYSTEM_ACTOR_ID,
  PLATFORM_COMPANY_ID,
  type TAuditActorKind,
  type TAuditOutcome,
} from '@skillway/shared';
import { AUDIT_STAMP_ATTRIBUTE, parseAuditStamp, type TAuditStamp } from './audit-stamp';
import type { TAuditNames } from './audit-names';
import { auditTargetOf, type TAuditTarget } from './audit-targets';
import { AUDIT_READ_ENTITY, companyOfKey, entityOfItem } from './item-entity';
import { itemChanges, isSecretField, type TAuditChange } from './item-changes';
import { plainItem, type TPlainItem, type TStreamImage } from './stream-image';

/** One record of a DynamoDB stream, as Lambda delivers it and DynamoDB Streams' GetRecords answers it. */
export interface TStreamRecord {
  eventID?: string;
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE' | string;
  eventSourceARN?: string;
  dynamodb?: {
    Keys?: TStreamImage;
    NewImage?: TStreamImage;
    OldImage?: TStreamImage;
    SequenceNumber?: string;
    /** Epoch seconds. */
    ApproximateCreationDateTime?: number | Date;
  };
  /** Set on TTL deletions (`Service`, `dynamodb.amazonaws.com`). */
  userIdentity?: { type?: string; principalId?: string };
}

/** An event before its place in the chain: everything the change says. */
export interface TAuditDraft {
  companyId: string;
  /** The stream record's id: what makes a change one event. */
  eventId: string;
  at: string;
  action: string;
  actorKind: TAuditActorKind;
  actorId: string;
  actorRole?: number;
  onBehalf?: boolean;
  actorName: string;
  target: TAuditTarget;
  requestId: string;
  sourceIp: string;
  outcome: TAuditOutcome;
  changes: TAuditChange[];
}

/** A delete's stamp counts only for a removal this close to it (a stamp left by a delete that then failed does not). */
const DELETE_STAMP_WINDOW_MS = 5 * 60 * 1000;

function recordTimeMs(record: TStreamRecord): number | undefined {
  const value = record.dynamodb?.ApproximateCreationDateTime;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value * 1000;
  return undefined;
}

async function actorName(stamp: TAuditStamp, companyId: string, names: TAuditNames): Promise<string> {
  switch (stamp.ak) {
    case AUDIT_ACTOR_KIND.SYSTEM:
      return 'System';
    case AUDIT_ACTOR_KIND.SUPER_ADMIN:
      return (await names.user(PLATFORM_COMPANY_ID, stamp.a)) ?? stamp.a;
    case AUDIT_ACTOR_KIND.SCIM_TOKEN:
      return `SCIM token ${(await names.scimToken(companyId, stamp.a)) ?? stamp.a}`;
    default:
      return (await names.user(stamp.c || companyId, stamp.a)) ?? stamp.a;
  }
}

/** An audit read marker's `detail` (the export's filters and the like), as changes with only an after value. */
function readDetail(item: TPlainItem): TAuditChange[] {
  const detail = item.detail;
  if (detail === undefined || detail === null || detail === '') return [];
  let value: unknown = detail;
  if (typeof detail === 'string') {
    try {
      value = JSON.parse(detail);
    } catch {
      value = detail;
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.keys(value as Record<string, unknown>)
      .sort()
      .map((field) => ({
        field,
        after: isSecretField(field) ? AUDIT_REDACTED : (value as Record<string, unknown>)[field],
      }));
  }
  return [{ field: 'detail', after: value }];
}

/**
 * Whether a stream record is an audited change, and if so what its event says (docs/architecture.md "Audit log"):
 * - INSERT/MODIFY: this very write was stamped (the new image's `_aud` is not the old image's), the item's entity is
 *   one the request audits, and a recorded field changed;
 * - REMOVE: the old image carries a delete's stamp (`d`) from within five minutes, of an audited entity (a TTL
 *   expiry is never one);
 * - INSERT of an audit read marker (an export and the like): the read itself.
 * Everything else (unstamped writes, the audit log's own items, counters that moved alone) is no event.
 */
/**
 * The stream mapping's filter (infra: the audit stack's filter patterns), on the record as it comes: an INSERT or
 * MODIFY whose new image carries a stamp other than the old image's, or a REMOVE whose old image carries one.
 * Checked before the images are unmarshalled, so the local stream (which reads every record) skips the rest cheaply.
 */
function mayBeAudited(record: TStreamRecord): boolean {
  const data = record.dynamodb;
  if (record.eventName === 'REMOVE') return data?.OldImage?.[AUDIT_STAMP_ATTRIBUTE] !== undefined;
  const stamp = data?.NewImage?.[AUDIT_STAMP_ATTRIBUTE] as { S?: string } | undefined;
  if (stamp === undefined) return false;
  return (data?.OldImage?.[AUDIT_STAMP_ATTRIBUTE] as { S?: string } | undefined)?.S !== stamp.S;
}

export async function auditDraftOf(record: TStreamRecord, names: TAuditNames): Promise<TAuditDraft | undefined> {
  const data = record.dynamodb;
  if (!data || !record.eventID || !mayBeAudited(record)) return undefined;
  const oldItem = data.OldImage ? plainItem(data.OldImage) : undefined;
  const newItem = data.NewImage ? plainItem(data.NewImage) : undefined;

  let stamp: TAuditStamp | undefined;
  let item: TPlainItem;
  let changes: TAuditChange[];
  let entity: string | undefined;

  if (record.eventName === 'REMOVE') {
    if (!oldItem || record.userIdentity?.type === 'Service') return undefined;
    stamp = parseAuditStamp(oldItem[AUDIT_STAMP_ATTRIBUTE]);
    if (!stamp?.d) return undefined;
    const at = recordTimeMs(record);
    if (at !== undefined && Math.abs(at - Date.parse(stamp.t)) > DELETE_STAMP_WINDOW_MS) return undefined;
    item = oldItem;
    entity = entityOfItem(item);
    if (!entity || entity === AUDIT_READ_ENTITY || !stamp.i.includes(entity)) return undefined;
    changes = itemChanges(oldItem, undefined);
  } else if (record.eventName === 'INSERT' || record.eventName === 'MODIFY') {
    if (!newItem) return undefined;
    const raw = newItem[AUDIT_STAMP_ATTRIBUTE];
    if (raw === undefined || raw === oldItem?.[AUDIT_STAMP_ATTRIBUTE]) return undefined;
    stamp = parseAuditStamp(raw);
    if (!stamp || stamp.d) return undefined;
    item = newItem;
    entity = entityOfItem(item);
    if (!entity) return undefined;
    if (entity === AUDIT_READ_ENTITY) {
      if (record.eventName !== 'INSERT') return undefined;
      changes = readDetail(item);
    } else {
      if (!stamp.i.includes(entity)) return undefined;
      changes = itemChanges(oldItem, newItem);
      if (changes.length === 0) return undefined;
    }
  } else {
    return undefined;
  }

  const companyId = companyOfKey(item.pk) ?? (stamp.c || PLATFORM_COMPANY_ID);
  const target = await auditTargetOf(entity, item, companyId, names);
  return {
    companyId,
    eventId: record.eventID,
    at: stamp.t,
    action: stamp.o,
    actorKind: stamp.ak,
    actorId: stamp.a || AUDIT_SYSTEM_ACTOR_ID,
    ...(stamp.ro === undefined ? {} : { actorRole: stamp.ro }),
    ...(stamp.ob ? { onBehalf: true } : {}),
    actorName: await actorName(stamp, companyId, names),
    target,
    requestId: stamp.r,
    sourceIp: stamp.ip,
    outcome: AUDIT_OUTCOME.SUCCESS,
    changes,
  };
}
