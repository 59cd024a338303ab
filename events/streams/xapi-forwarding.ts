import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import {
  consumeForwardingStream,
  type TForwardStreamRecord,
} from '@skillway/functions/core/learner/xapi/forwarding/consume-stream';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';

/**
 * The table's stream → LRS forwarding (docs/elearning-standards.md "Forwarding"). The event source mapping passes only
 * LrsStatement INSERTs, one shard's records in order (a company's statements share one partition, so one shard); the
 * answer names the first record not queued (ReportBatchItemFailures). Locally infra/local/local-stack.ts feeds the
 * same consumer from DynamoDB Local's stream.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const log = requestLogger({ stream: 'xapi-forwarding', first_record: event.Records[0]?.eventID ?? 'none' });
  const result = await consumeForwardingStream(event.Records as TForwardStreamRecord[], { log });
  return { batchItemFailures: result.batchItemFailures };
}
