import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_ACTOR_KIND, AUDIT_TARGET_TYPE } from '@skillway/shared';
import { documentClient } from '../../platform/clients/dynamodb';
import { config } from '../../platform/config';
import { keys } from '../../platform/db/keys';
import { queryAllItems } from '../../platform/db/query-all';
import { replacePersonalText, type TPseudonym } from '../../people/privacy/erasure/pseudonym';
import { auditActorKey, readAuditHead } from './audit-chain';
import { AUDIT_USER_RECORD_TYPES } from './audit-targets';

type TItem = Record<string, unknown>;

/** The prefix of the audit read markers (pk `C#<cid>#AUDIT`, sk `READ#<requestId>`, 1-day TTL). */
const READ_MARKER_PREFIX = 'READ#';
/** Above every event's sort key (`EV#<time>#<seq>`). */
const EVENTS_END = `${keys.auditEventsPrefix}~`;
/** A changed field that names a certificate (an enrolment's, an archived run's). */
const CERTIFICATE_FIELD = /certificate_id$/;

interface TPerson {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** Every item of one key condition, paged. */
function queryAll(input: { index?: string; condition: string; values: TItem; consistent?: boolean }): Promise<TItem[]> {
  return queryAllItems({
    ...(input.index ? { IndexName: input.index } : {}),
    KeyConditionExpression: input.condition,
    ExpressionAttributeValues: input.values,
    ...(input.consistent ? { ConsistentRead: true } : {}),
  });
}

const indexItems = (index: 'gsi1' | 'gsi2', pk: string) =>
  queryAll({ index, condition: `${index}pk = :pk`, values: { ':pk': pk } });

/** The certificate ids an event's changes name (an enrolment's certificate, before or after). */
function certificatesNamed(event: TItem): string[] {
  const changes = ((event.pii as TItem | undefined)?.changes ?? []) as TItem[];
  return changes
    .filter((change) => CERTIFICATE_FIELD.test(String(change.field)))
    .flatMap((change) => [change.before, change.after])
    .filter((value): value is string => typeof value === 'string' && value.length > 0);
}

function mentions(value: unknown, person: TPerson): boolean {
  const text = JSON.stringify(value ?? '').toLowerCase();
  return [person.email, `${person.first_name} ${person.last_name}`]
    .map((needle) => needle.trim().toLowerCase())
    .some((needle) => needle.length >= 2 && text.includes(needle));
}

/**
 * Where a user's audit events are (docs/privacy.md "The audit log"), without reading the company's whole log:
 * - by the user: the actor index (gsi1);
 * - about the user: the target index (gsi2) of the user-keyed records (their account, with their group memberships,
 *   external training and privacy requests listed under it; their enrolments and archived runs; their test results;
 *   their personal data's reads and requests);
 * - their certificates (which print their name): the target index of each certificate the erasure was given (the
 *   enrolments' and archived runs') or that the user's enrolment events name;
 * - `since` (the chain head's sort key when the erasure began): the events appended since, read from the table
 *   itself (strongly consistent; an index may lag a moment behind), the user's by their index keys or their texts.
 */
async function findUserAuditEvents(
  companyId: string,
  person: TPerson,
  certificateIds: readonly string[],
  since?: string,
): Promise<TItem[]> {
  const userId = person.user_id;
  const actorPk = keys.auditActorIndexPk(companyId, auditActorKey(AUDIT_ACTOR_KIND.USER, userId));
  const userPks = new Set(AUDIT_USER_RECORD_TYPES.map((type) => keys.auditTargetIndexPk(companyId, type, userId)));
  const found = new Map<string, TItem>();
  const keep = (items: readonly TItem[]) => {
    for (const item of items) found.set(String(item.sk), item);
  };
  keep(await indexItems('gsi1', actorPk));
  for (const pk of userPks) keep(await indexItems('gsi2', pk));
  const certificates = new Set(certificateIds);
  for (const event of found.values()) for (const id of certificatesNamed(event)) certificates.add(id);
  const certificatePks = new Set(
    [...certificates].map((id) => keys.auditTargetIndexPk(companyId, AUDIT_TARGET_TYPE.CERTIFICATE, id)),
  );
  for (const pk of certificatePks) keep(await indexItems('gsi2', pk));
  if (since !== undefined) {
    const recent = await queryAll({
      condition: 'pk = :pk AND sk BETWEEN :since AND :end',
      values: { ':pk': keys.auditPk(companyId), ':since': since || keys.auditEventsPrefix, ':end': EVENTS_END },
      consistent: true,
    });
    keep(
      recent.filter(
        (item) =>
          String(item.sk).startsWith(keys.auditEventsPrefix) &&
          (item.gsi1pk === actorPk ||
            userPks.has(String(item.gsi2pk)) ||
            certificatePks.has(String(item.gsi2pk)) ||
            mentions(item.pii, person)),
      ),
    );
  }
  return [...found.values()];
}

/** The sort key of the company's last event as the erasure begins: the events after it are read from the table. */
export async function auditLogPosition(companyId: string): Promise<string> {
  const head = await readAuditHead(companyId);
  return head.seq > 0 ? keys.auditEventSk(head.recordedAt, head.seq) : '';
}

/**
 * Pseudonymises a user's audit events (found by findUserAuditEvents): `pii` gets the pseudonym in place of the names
 * and email (each name alone too, in the user's own events), an event by them names the pseudonym as its actor and
 * one about their account as its target, and `pseudonymised_at` is set. Nothing else of an event changes: the chain's
 * hash does not cover `pii` (its digest does, and verification does not check the digest of a pseudonymised event),
 * so the chain still verifies. Read markers not yet made into events are rewritten the same way (one Query of the
 * markers, which live a day). Safe to repeat: an event already pseudonymised and unchanged is left alone.
 */
export async function pseudonymiseAuditEvents(
  companyId: string,
  person: TPerson,
  pseudonym: TPseudonym,
  options: { certificateIds?: readonly string[]; since?: string; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const userId = person.user_id;
  const actorPk = keys.auditActorIndexPk(companyId, auditActorKey(AUDIT_ACTOR_KIND.USER, userId));
  const userPks = new Set(AUDIT_USER_RECORD_TYPES.map((type) => keys.auditTargetIndexPk(companyId, type, userId)));
  let changed = 0;
  for (const item of await findUserAuditEvents(companyId, person, options.certificateIds ?? [], options.since)) {
    const byUser = item.gsi1pk === actorPk;
    const aboutUser = userPks.has(String(item.gsi2pk));
    const pii = replacePersonalText(item.pii, person, pseudonym, byUser || aboutUser) as TItem;
    if (byUser) pii.actor_name = pseudonym.full_name;
    if (item.target_type === AUDIT_TARGET_TYPE.USER && item.target_id === userId) pii.target_name = pseudonym.full_name;
    if (item.pseudonymised_at && JSON.stringify(pii) === JSON.stringify(item.pii)) continue;
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET pii = :pii, pseudonymised_at = if_not_exists(pseudonymised_at, :at)',
        ConditionExpression: 'attribute_exists(#hash)',
        ExpressionAttributeNames: { '#hash': 'hash' },
        ExpressionAttributeValues: { ':pii': pii, ':at': now.toISOString() },
      }),
    );
    changed += 1;
  }
  const markers = await queryAll({
    condition: 'pk = :pk AND begins_with(sk, :read)',
    values: { ':pk': keys.auditPk(companyId), ':read': READ_MARKER_PREFIX },
  });
  for (const item of markers) {
    const aboutUser = item.target_id === userId;
    if (!aboutUser && !mentions([item.target_name, item.detail], person)) continue;
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET target_name = :name, detail = :detail',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':name': aboutUser
            ? pseudonym.full_name
            : replacePersonalText(item.target_name ?? '', person, pseudonym, false),
          ':detail': replacePersonalText(item.detail ?? '', person, pseudonym, aboutUser),
        },
      }),
    );
    changed += 1;
  }
  return changed;
}
