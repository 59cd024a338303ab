import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_TARGET_TYPE } from '@skillway/shared/constants/audit';
import { documentClient } from '../../../platform/clients/dynamodb';
import { config } from '../../../platform/config';
import { keys } from '../../../platform/db/keys';
import { replacePersonalText, type TPseudonym } from './pseudonym';

type TItem = Record<string, unknown>;

/** The prefix of the audit read markers (pk `C#<cid>#AUDIT`, sk `READ#<requestId>`, 1-day TTL). */
const READ_MARKER_PREFIX = 'READ#';

/**
 * One paged Query of the company's audit partition: its events and its read markers not yet turned into events. With
 * `since`, only the events recorded from then on (the sort key is the recorded time) and the markers.
 */
async function* auditPartition(companyId: string, since?: string): AsyncGenerator<TItem> {
  const ranges: { condition: string; values: TItem }[] = since
    ? [
        { condition: 'pk = :pk AND sk >= :from', values: { ':from': `${keys.auditEventsPrefix}${since}` } },
        { condition: 'pk = :pk AND begins_with(sk, :read)', values: { ':read': READ_MARKER_PREFIX } },
      ]
    : [{ condition: 'pk = :pk', values: {} }];
  for (const range of ranges) {
    let start: TItem | undefined;
    do {
      const page = await documentClient().send(
        new QueryCommand({
          TableName: config.tableName,
          KeyConditionExpression: range.condition,
          ExpressionAttributeValues: { ':pk': keys.auditPk(companyId), ...range.values },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) yield item as TItem;
      start = page.LastEvaluatedKey as TItem | undefined;
    } while (start);
  }
}

function mentions(value: unknown, needles: readonly string[]): boolean {
  const text = JSON.stringify(value ?? '').toLowerCase();
  return needles.some((needle) => text.includes(needle));
}

/**
 * Pseudonymises the company's audit log for an erased user: every event by the user (the actor), about the user (the
 * target), or whose personal data names them (an enrolment "Course — Name", a group membership, a changed value)
 * gets its `pii` with the pseudonym in place of the names and email, and `pseudonymised_at`. Nothing else of an
 * event changes: the chain's hash does not cover `pii` (its digest does, and verification does not check the digest
 * of a pseudonymised event), so the chain still verifies. Read markers not yet made into events are rewritten the same
 * way. One paged Query of the company's audit partition (a rare administrative operation; no Scan); safe to repeat.
 */
export async function pseudonymiseAuditEvents(
  companyId: string,
  person: { user_id: string; first_name: string; last_name: string; email: string },
  pseudonym: TPseudonym,
  now = new Date(),
  since?: string,
): Promise<number> {
  // An event is the person's when it is by or about them, or names them in full (a first name alone may be anyone's).
  const needles = [person.email, `${person.first_name} ${person.last_name}`]
    .map((text) => text.trim().toLowerCase())
    .filter((text) => text.length >= 2);
  let changed = 0;
  for await (const item of auditPartition(companyId, since)) {
    const sk = String(item.sk);
    const key = { pk: item.pk, sk: item.sk };
    if (sk.startsWith(keys.auditEventsPrefix)) {
      const byUser = item.actor_id === person.user_id;
      const aboutUser = item.target_type === AUDIT_TARGET_TYPE.USER && item.target_id === person.user_id;
      if (!byUser && !aboutUser && !mentions(item.pii, needles)) continue;
      const pii = replacePersonalText(item.pii, person, pseudonym, byUser || aboutUser) as TItem;
      if (byUser) pii.actor_name = pseudonym.full_name;
      if (aboutUser) pii.target_name = pseudonym.full_name;
      await documentClient().send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: key,
          UpdateExpression: 'SET pii = :pii, pseudonymised_at = if_not_exists(pseudonymised_at, :at)',
          ConditionExpression: 'attribute_exists(#hash)',
          ExpressionAttributeNames: { '#hash': 'hash' },
          ExpressionAttributeValues: { ':pii': pii, ':at': now.toISOString() },
        }),
      );
      changed += 1;
    } else if (sk.startsWith(READ_MARKER_PREFIX)) {
      const aboutUser = item.target_id === person.user_id;
      if (!aboutUser && !mentions([item.target_name, item.detail], needles)) continue;
      await documentClient().send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: key,
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
  }
  return changed;
}
