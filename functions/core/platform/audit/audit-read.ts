import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../clients/dynamodb';
import { config } from '../config';
import { sendUnlessConditionFails } from '../db/conditional-write';
import { keys } from '../db/keys';
import type { TAuditScope } from './audit-context';
import { AUDIT_STAMP_ATTRIBUTE, auditReadStamp } from './audit-stamp';
import { AUDIT_READ_ITEM_TYPE, auditReadSk } from './item-type';

/** A read marker only has to live until the stream consumer has made its event. */
const READ_MARKER_TTL_SECONDS = 24 * 60 * 60;
/** The detail is a summary (an export's filters), not a copy of the request. */
const DETAIL_MAX_CHARS = 2000;

/** What the request asked for, as the marker's detail when the handler said nothing: its validated input. */
export function requestDetail(input: { params?: unknown; query?: unknown; body?: unknown } | undefined): string {
  const parts = Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== undefined));
  return Object.keys(parts).length === 0 ? '' : JSON.stringify(parts).slice(0, DETAIL_MAX_CHARS);
}

/**
 * After a `read` operation succeeded: one marker item in the company's audit partition, `sk=READ#<requestId>`
 * (one per request, so a retried write cannot make two), whose stream INSERT becomes the read's event. Written only
 * where none is: a system read retried under the same run id leaves the first marker as it was. Nothing without a
 * known actor (a public row).
 */
export async function writeAuditRead(scope: TAuditScope, fallback: { id: string; detail: string }, now = new Date()) {
  if (!('read' in scope.decision)) return;
  const stamp = auditReadStamp(scope, now, AUDIT_READ_ITEM_TYPE);
  if (!stamp) return;
  const target = scope.read;
  const companyId = target?.companyId ?? scope.companyId;
  const put = new PutCommand({
    TableName: config.tableName,
    ConditionExpression: 'attribute_not_exists(pk)',
    Item: {
      pk: keys.auditPk(companyId),
      sk: auditReadSk(scope.requestId),
      _et: AUDIT_READ_ITEM_TYPE,
      [AUDIT_STAMP_ATTRIBUTE]: stamp,
      target_type: scope.decision.read,
      target_id: target?.id ?? fallback.id,
      target_name: target?.name ?? '',
      detail: (target?.detail ?? fallback.detail).slice(0, DETAIL_MAX_CHARS),
      ttl: Math.floor(now.getTime() / 1000) + READ_MARKER_TTL_SECONDS,
    },
  });
  await sendUnlessConditionFails({ send: () => documentClient().send(put) });
}
