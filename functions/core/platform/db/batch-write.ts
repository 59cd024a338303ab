import { BatchWriteCommand as RawBatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { BatchWriteCommand, execute } from 'dynamodb-toolbox/table/actions/batchWrite';
import { documentClient } from '../clients/dynamodb';
import { config } from '../config';
import { TABLE_KEYS } from '../definitions/table';
import { batchRetryDelay, pacedClient, sleep } from './batch-backoff';
import { SkillwayTable } from './table';
import { allProcessed, UnprocessedItemsError } from './unprocessed';

/** One put or delete of a BatchWriteItem call, as dynamodb-toolbox builds it. */
type TBatchRequest = Parameters<InstanceType<typeof BatchWriteCommand>['requests']>[number];

/** DynamoDB's limit of requests per BatchWriteItem call. */
const BATCH_WRITE_MAX = 25;

/**
 * Writes the requests in calls of 25, retrying unprocessed items after a jittered backoff (batch-backoff.ts); throws UnprocessedItemsError if some are still
 * unprocessed at the end, so no write is silently dropped (not atomic: each request must be safe to repeat).
 */
export async function batchWriteAll(requests: readonly TBatchRequest[], maxAttempts = 8): Promise<void> {
  for (let start = 0; start < requests.length; start += BATCH_WRITE_MAX) {
    const batch = requests.slice(start, start + BATCH_WRITE_MAX);
    await execute(
      { maxAttempts, documentClient: pacedClient() },
      SkillwayTable.build(BatchWriteCommand).requests(...batch),
    ).then(allProcessed);
  }
}

/**
 * Deletes items by their table keys alone, whatever their entity (a partition emptied page by page), in calls of 25
 * with retries of unprocessed items (the same backoff). Safe to repeat.
 */
export async function deleteTableKeys(tableKeys: readonly { pk: string; sk: string }[]): Promise<void> {
  const client = documentClient();
  for (let start = 0; start < tableKeys.length; start += BATCH_WRITE_MAX) {
    let requests = tableKeys.slice(start, start + BATCH_WRITE_MAX).map(({ pk, sk }) => ({
      DeleteRequest: { Key: { [TABLE_KEYS.partitionKey]: pk, [TABLE_KEYS.sortKey]: sk } },
    }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 5) throw new UnprocessedItemsError(requests.length);
      if (attempt > 0) await sleep(batchRetryDelay(attempt));
      const result = await client.send(new RawBatchWriteCommand({ RequestItems: { [config.tableName]: requests } }));
      requests = (result.UnprocessedItems?.[config.tableName] ?? []) as typeof requests;
    }
  }
}
