import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
  type StreamSpecification,
} from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_KEYS, TABLE_STREAM_VIEW } from '@skillway/functions/core/platform/definitions/table';

const stringAttribute = (name: string): AttributeDefinition => ({ AttributeName: name, AttributeType: 'S' });

/** The GSIs as DynamoDB wants them; every index projects ALL, as the CDK table does. */
function globalSecondaryIndexes(): GlobalSecondaryIndex[] {
  return TABLE_INDEXES.map((index) => ({
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  }));
}

/** The table's stream, as on AWS: the audit log's consumer reads it (infra/local/audit-stream.ts). */
const STREAM: StreamSpecification = { StreamEnabled: true, StreamViewType: TABLE_STREAM_VIEW };

/**
 * Creates the single table from functions/core/platform/definitions/table.ts if it is missing, and adds any GSI a
 * newer definition has that an existing local table lacks, and its stream when it has none (so an old DATA_DIR keeps
 * working).
 */
export async function bootstrapTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'updated' | 'present'> {
  const existing = await client.send(new DescribeTableCommand({ TableName: tableName })).catch((error: unknown) => {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  });

  if (!existing?.Table) {
    const attributes = [
      TABLE_KEYS.partitionKey,
      TABLE_KEYS.sortKey,
      ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
    ];
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributes.map(stringAttribute),
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: globalSecondaryIndexes(),
        StreamSpecification: STREAM,
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
      }),
    );
    return 'created';
  }

  const present = new Set((existing.Table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const missing = globalSecondaryIndexes().filter((index) => !present.has(index.IndexName));
  // DynamoDB accepts one GSI creation per UpdateTable call.
  for (const index of missing) {
    const definition = TABLE_INDEXES.find((i) => i.name === index.IndexName);
    if (!definition) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [stringAttribute(definition.partitionKey), stringAttribute(definition.sortKey)],
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
  }
  const streamOff =
    !existing.Table.StreamSpecification?.StreamEnabled ||
    existing.Table.StreamSpecification.StreamViewType !== TABLE_STREAM_VIEW;
  if (streamOff) {
    // A stream of another view type must be switched off before the right one is switched on.
    if (existing.Table.StreamSpecification?.StreamEnabled)
      await client.send(
        new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: false } }),
      );
    await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM }));
  }
  return missing.length > 0 || streamOff ? 'updated' : 'present';
}
