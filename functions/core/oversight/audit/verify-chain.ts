import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../platform/clients/dynamodb';
import { config } from '../../platform/config';
import { keys } from '../../platform/db/keys';
import { GENESIS_HASH, auditEventHash, auditPiiDigest, readAuditHead } from './audit-chain';

/** What a verification found (the API's `ZAuditVerifyResult.data`). */
export interface TAuditVerification {
  verified: boolean;
  events_checked: number;
  head_seq: number;
  first_broken: { seq: number; id: string; reason: string } | null;
}

export const AUDIT_BREAK_REASON = {
  MISSING: 'An event is missing before this one (its previous hash and number do not follow on).',
  OUT_OF_ORDER: 'An event was inserted or repeated here (its number does not follow on).',
  LINK: "The event's previous hash is not the hash of the event before it.",
  CHANGED: 'The event was changed after it was recorded (its hash does not match its contents).',
  PERSONAL_DATA: 'The names or values in the event were changed after it was recorded.',
  MISSING_AT_END: 'Events are missing at the end of the log (the head names a later event).',
  HEAD: 'The last event is not the one the head of the log names.',
} as const;

/** Reads a company's events in chain order, a page at a time (strongly consistent, the raw items). */
async function* eventsInOrder(companyId: string): AsyncGenerator<Record<string, unknown>> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :events)',
        ExpressionAttributeValues: { ':pk': keys.auditPk(companyId), ':events': keys.auditEventsPrefix },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) yield item;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

function idOf(item: Record<string, unknown>): string {
  return typeof item.event_id === 'string' ? item.event_id : String(item.sk ?? '');
}

/**
 * Walks the company's audit log from its first event (`platform` for platform actions) and reports the first broken
 * link: an event whose number does not follow on (one removed or inserted before it), whose previous hash is not the
 * hash of the event before it, whose own hash does not match its fields (changed), or whose personal data does not
 * match its digest (changed; not checked once erasure pseudonymised the event, whose hash still is). The head must
 * name the last event, so events removed from the end are found too. Reads every event once.
 */
export async function verifyAuditChain(companyId: string): Promise<TAuditVerification> {
  const head = await readAuditHead(companyId);
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let checked = 0;
  const broken = (seq: number, item: Record<string, unknown> | undefined, reason: string): TAuditVerification => ({
    verified: false,
    events_checked: checked,
    head_seq: head.seq,
    first_broken: { seq, id: item ? idOf(item) : '', reason },
  });

  for await (const item of eventsInOrder(companyId)) {
    const seq = Number(item.seq);
    // Appended after the head was read (the consumer keeps appending): newer than this verification, checked next time.
    if (head.exists && seq > head.seq) break;
    checked += 1;
    if (seq !== expectedSeq) {
      return broken(
        Math.min(seq, expectedSeq),
        item,
        seq > expectedSeq ? AUDIT_BREAK_REASON.MISSING : AUDIT_BREAK_REASON.OUT_OF_ORDER,
      );
    }
    if (item.sk !== keys.auditEventSk(String(item.recorded_at), seq))
      return broken(seq, item, AUDIT_BREAK_REASON.CHANGED);
    if (item.prev_hash !== prevHash) return broken(seq, item, AUDIT_BREAK_REASON.LINK);
    if (auditEventHash(prevHash, item) !== item.hash) return broken(seq, item, AUDIT_BREAK_REASON.CHANGED);
    if (!item.pseudonymised_at && auditPiiDigest(String(item.pii_salt ?? ''), item.pii) !== item.pii_digest)
      return broken(seq, item, AUDIT_BREAK_REASON.PERSONAL_DATA);
    prevHash = String(item.hash);
    expectedSeq = seq + 1;
  }

  const lastSeq = expectedSeq - 1;
  if (head.seq > lastSeq) return broken(lastSeq + 1, undefined, AUDIT_BREAK_REASON.MISSING_AT_END);
  if (head.exists && head.hash !== prevHash) return broken(lastSeq, undefined, AUDIT_BREAK_REASON.HEAD);
  return { verified: true, events_checked: checked, head_seq: head.seq, first_broken: null };
}
