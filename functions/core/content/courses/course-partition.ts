import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../platform/clients/dynamodb';
import { config } from '../../platform/config';
import { keys } from '../../platform/db/keys';
import { TABLE_KEYS } from '../../platform/definitions/table';

const BATCH_WRITE_MAX = 25;

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

  for (let i = 0; i < sortKeys.length; i += BATCH_WRITE_MAX) {
    let requests = sortKeys.slice(i, i + BATCH_WRITE_MAX).map((sk) => ({
      DeleteRequest: { Key: { [TABLE_KEYS.partitionKey]: pk, [TABLE_KEYS.sortKey]: sk } },
    }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 5) throw new Error('BatchWriteItem kept leaving items unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [config.tableName]: requests } }));
      requests = (result.UnprocessedItems?.[config.tableName] ?? []) as typeof requests;
    }
  }
  return sortKeys.length;
}
