import { BatchGetCommand, execute, type IBatchGetRequest } from 'dynamodb-toolbox/table/actions/batchGet';
import { SkillwayTable } from './table';
import { pacedClient } from './batch-backoff';
import { allProcessed } from './unprocessed';

/**
 * One BatchGetItem of up to 100 keys on the table, the toolbox retrying unprocessed keys after a jittered, capped
 * exponential backoff (batch-backoff.ts), at most `maxAttempts` sends in all; UnprocessedItemsError if some are still
 * unprocessed at the end, so a throttled key is never taken for an absent item.
 */
export function readBatch<REQUESTS extends IBatchGetRequest[]>(requests: REQUESTS, maxAttempts = 5) {
  return execute(
    { maxAttempts, documentClient: pacedClient() },
    SkillwayTable.build(BatchGetCommand).requests(...requests),
  ).then(allProcessed);
}

/** DynamoDB's limit of keys per BatchGetItem call. */
const BATCH_GET_KEYS = 100;

/**
 * The items of one entity by key, in BatchGetItem calls of 100 (each key once), absent ones left out; in no particular
 * order. `request` builds one key's request (`entity.build(BatchGetRequest).key(…)`).
 */
export async function readAllByKeys<KEY, ITEM>(
  keys: readonly KEY[],
  request: (key: KEY) => IBatchGetRequest,
): Promise<ITEM[]> {
  const found: ITEM[] = [];
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += BATCH_GET_KEYS) {
    const { Responses } = await readBatch(unique.slice(start, start + BATCH_GET_KEYS).map(request));
    for (const item of (Responses[0] ?? []) as (ITEM | undefined)[]) if (item) found.push(item);
  }
  return found;
}
