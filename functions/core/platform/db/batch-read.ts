import { BatchGetCommand, execute, type IBatchGetRequest } from 'dynamodb-toolbox/table/actions/batchGet';
import { SkillwayTable } from './table';
import { allProcessed } from './unprocessed';

/**
 * One BatchGetItem of up to 100 keys on the table, the toolbox retrying unprocessed keys; UnprocessedItemsError if
 * some are still unprocessed at the end, so a throttled key is never taken for an absent item.
 */
export function readBatch<REQUESTS extends IBatchGetRequest[]>(requests: REQUESTS, maxAttempts = 5) {
  return execute({ maxAttempts }, SkillwayTable.build(BatchGetCommand).requests(...requests)).then(allProcessed);
}
