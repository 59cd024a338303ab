import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../clients/dynamodb';
import { config } from '../config';

type TItem = Record<string, unknown>;

/**
 * Every item of one raw Query on the table, page after page. For the background jobs that read a known, bounded key
 * range whole (retention, erasure); request paths page at the client instead.
 */
export async function queryAllItems(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<TItem[]> {
  const items: TItem[] = [];
  let start: TItem | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...input, TableName: config.tableName, ExclusiveStartKey: start }),
    );
    items.push(...((page.Items ?? []) as TItem[]));
    start = page.LastEvaluatedKey as TItem | undefined;
  } while (start);
  return items;
}
