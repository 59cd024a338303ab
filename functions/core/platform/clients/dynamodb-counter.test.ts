import { DynamoDBClient, GetItemCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { countDynamoCommands, readDynamoCounts, resetDynamoCounts } from './dynamodb-counter';

/** A client that never reaches the network: the last middleware answers with the capacity it was asked for. */
function fakeClient(capacity: Record<string, unknown>) {
  const client = new DynamoDBClient({
    region: 'eu-west-2',
    endpoint: 'http://127.0.0.1:1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const seen: unknown[] = [];
  client.middlewareStack.add(
    () => async (args) => {
      seen.push((args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity);
      return { output: { $metadata: {}, ConsumedCapacity: capacity } as never, response: {} };
    },
    { step: 'build', name: 'fakeResponse', priority: 'low' },
  );
  countDynamoCommands(client);
  return { client, seen };
}

describe('countDynamoCommands', () => {
  beforeEach(() => resetDynamoCounts());

  it('counts commands by name and adds read units from CapacityUnits of a read', async () => {
    const { client, seen } = fakeClient({ TableName: 't', CapacityUnits: 0.5 });
    const get = new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } });
    await client.send(get);
    await client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'b' } } }));
    expect(readDynamoCounts()).toEqual({ commands: { GetItem: 2 }, readUnits: 1, writeUnits: 0 });
    expect(seen).toEqual(['TOTAL', 'TOTAL']);
  });

  it('adds write units for a write, from each entry of a list', async () => {
    const { client } = fakeClient([{ TableName: 't', CapacityUnits: 4 }] as never);
    await client.send(new TransactWriteItemsCommand({ TransactItems: [] }));
    expect(readDynamoCounts()).toEqual({ commands: { TransactWriteItems: 1 }, readUnits: 0, writeUnits: 4 });
  });

  it('starts again from zero after a reset', async () => {
    const { client } = fakeClient({ TableName: 't', ReadCapacityUnits: 1, WriteCapacityUnits: 2 });
    await client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } }));
    expect(readDynamoCounts().readUnits).toBe(1);
    resetDynamoCounts();
    expect(readDynamoCounts()).toEqual({ commands: {}, readUnits: 0, writeUnits: 0 });
  });
});
