import type { TLog } from '../../platform/http/logger';
import { AuditAppendError, appendAuditDrafts, recordedEventIdsSince } from './audit-chain';
import { tableNames, type TAuditNames } from './audit-names';
import { auditDraftOf, type TAuditDraft, type TStreamRecord } from './record-to-event';

/** Lambda's partial batch answer: the first record not done (Lambda resumes the shard from it). */
export interface TStreamBatchResult {
  batchItemFailures: { itemIdentifier: string }[];
  /** What was done, for the log and the tests. */
  appended: number;
  skipped: number;
}

/**
 * Where a batch's already-recorded events can start: its earliest stamp. An event's sort key is its `recorded_at`,
 * which the append makes the later of the draft's stamp and the previous event's time, so a record's event (from an
 * earlier delivery) is never before its own stamp. Reading from there, not from a margin before it, keeps the read to
 * the events since the batch began: with a minute's margin a busy company's every batch read the whole last minute
 * of its log again (the fuzz test's stack spent 10 s appending 500 events).
 */
function earliest(drafts: readonly TAuditDraft[]): string {
  return drafts.reduce((min, draft) => (draft.at < min ? draft.at : min), drafts[0]?.at ?? '');
}

/**
 * The stream consumer, the same on AWS (events/streams/audit-log.ts) and locally (infra/local/audit-stream.ts): the
 * records of one shard, in order, become audit events appended to each company's chain. Exactly once: a record
 * whose event is already in its company's log (a redelivered batch, a retry after a partial failure) is skipped,
 * found by its stream record id among the events recorded since the batch's earliest stamp. On a failure the answer
 * names the first record not done; every record before it is in the log, and those after it that were appended are
 * skipped when the shard is read again from there.
 */
export async function consumeAuditStream(
  records: readonly TStreamRecord[],
  options: { log?: TLog; names?: TAuditNames } = {},
): Promise<TStreamBatchResult> {
  const names = options.names ?? tableNames();
  const drafts: TAuditDraft[] = [];
  let failedAt: number | undefined;

  for (const [index, record] of records.entries()) {
    try {
      const draft = await auditDraftOf(record, names);
      if (!draft) continue;
      drafts.push(draft);
    } catch (error) {
      options.log?.error('audit: a stream record could not be read', { eventId: record.eventID, error });
      failedAt = index;
      break;
    }
  }

  const byCompany = new Map<string, TAuditDraft[]>();
  for (const draft of drafts) {
    const list = byCompany.get(draft.companyId);
    if (list) list.push(draft);
    else byCompany.set(draft.companyId, [draft]);
  }

  const recordIndex = new Map(records.map((record, index) => [record.eventID ?? '', index]));
  let appended = 0;
  let skipped = 0;
  for (const [companyId, list] of byCompany) {
    try {
      const done = await recordedEventIdsSince(companyId, earliest(list));
      const result = await appendAuditDrafts(companyId, list, done);
      appended += result.appended;
      skipped += result.skipped;
    } catch (error) {
      const eventId = error instanceof AuditAppendError ? error.failedEventId : (list[0]?.eventId ?? '');
      const index = recordIndex.get(eventId) ?? recordIndex.get(list[0]?.eventId ?? '') ?? 0;
      options.log?.error('audit: events could not be appended', { companyId, eventId, error });
      failedAt = failedAt === undefined ? index : Math.min(failedAt, index);
    }
  }

  const failed = failedAt === undefined ? undefined : records[failedAt]?.dynamodb?.SequenceNumber;
  if (appended > 0 || skipped > 0)
    options.log?.debug('audit: stream batch', { records: records.length, appended, skipped });
  return { batchItemFailures: failed ? [{ itemIdentifier: failed }] : [], appended, skipped };
}
