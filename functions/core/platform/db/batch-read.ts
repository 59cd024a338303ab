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
