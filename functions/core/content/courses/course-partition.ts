import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../platform/clients/dynamodb';
import { config } from '../../platform/config';
import { deleteTableKeys } from '../../platform/db/batch-write';
import { keys } from '../../platform/db/keys';
import { TABLE_KEYS } from '../../platform/definitions/table';

/**
 * Deletes every item of one course's own partition (its material, test and questions), keys only, 25 per
 * BatchWriteItem with retries of unprocessed items. Bounded by one course's contents; safe to run twice.
 */
export async function deleteCoursePartition(companyId: string, courseId: string): Promise<number> {
  const client = documentClient();
  const pk = keys.coursePk(companyId, courseId);
  const sortKeys: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': TABLE_KEYS.partitionKey, '#sk': TABLE_KEYS.sortKey },
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: '#sk',
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) sortKeys.push(String(item[TABLE_KEYS.sortKey]));
    start = page.LastEvaluatedKey;
  } while (start);

  await deleteTableKeys(sortKeys.map((sk) => ({ pk, sk })));
  return sortKeys.length;
}
