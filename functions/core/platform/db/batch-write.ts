import { BatchWriteCommand, execute } from 'dynamodb-toolbox/table/actions/batchWrite';
import { SkillwayTable } from './table';

/** One put or delete of a BatchWriteItem call, as dynamodb-toolbox builds it. */
type TBatchRequest = Parameters<InstanceType<typeof BatchWriteCommand>['requests']>[number];

/** DynamoDB's limit of requests per BatchWriteItem call. */
const BATCH_WRITE_MAX = 25;

/** Writes the requests in calls of 25, retrying unprocessed items (not atomic: each request must be safe to repeat). */
export async function batchWriteAll(requests: readonly TBatchRequest[], maxAttempts = 8): Promise<void> {
  for (let start = 0; start < requests.length; start += BATCH_WRITE_MAX) {
    const batch = requests.slice(start, start + BATCH_WRITE_MAX);
    await execute({ maxAttempts }, SkillwayTable.build(BatchWriteCommand).requests(...batch));
  }
}
