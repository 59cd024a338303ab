import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { consumeAuditStream } from '@skillway/functions/core/oversight/audit/consume-stream';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import type { TStreamRecord } from '@skillway/functions/core/oversight/audit/record-to-event';

/**
 * The table's stream (NEW_AND_OLD_IMAGES) → the audit log (docs/architecture.md "Audit log"). The event source
 * mapping passes only records whose new or old image carries `_aud`, one shard's records in order; the answer names
 * the first record not done (ReportBatchItemFailures), and Lambda resumes the shard from it. The same consumer runs
 * locally on DynamoDB Local's stream (infra/local/audit-stream.ts).
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const log = requestLogger({ stream: 'audit-log', first_record: event.Records[0]?.eventID ?? 'none' });
  const result = await consumeAuditStream(event.Records as TStreamRecord[], { log });
  return { batchItemFailures: result.batchItemFailures };
}
