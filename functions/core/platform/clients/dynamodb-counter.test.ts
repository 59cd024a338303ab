import {
  BatchWriteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countDynamoCommands, readDynamoCounts, resetDynamoCounts } from './dynamodb-counter';
import { withTransactionUnits } from './dynamodb-transaction-units';

// Pricing a transaction takes a real DynamoDB (dynamodb-counter.int.test.ts): here it sends the transaction and
// says 6 units, so what the counter does with the figure is all that is tested.
vi.mock('./dynamodb-transaction-units', () => ({
  uncountedClient: () => ({}),
  withTransactionUnits: vi.fn(async (_raw: unknown, _actions: unknown, send: () => Promise<unknown>) => ({
    result: await send(),
    units: 6,
  })),
}));

/** A client that never reaches the network: the last middleware answers with the capacity it was asked for. */
function fakeClient(capacity: Record<string, unknown>, failure?: Error) {
  const client = new DynamoDBClient({
    region: 'eu-west-2',
    endpoint: 'http://127.0.0.1:1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const seen: unknown[] = [];
  client.middlewareStack.add(
    () => async (args) => {
      seen.push((args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity);
      if (failure) throw failure;
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
    const { client } = fakeClient([
      { TableName: 't', CapacityUnits: 4 },
      { TableName: 'u', CapacityUnits: 2 },
    ] as never);
    await client.send(new BatchWriteItemCommand({ RequestItems: {} }));
    expect(readDynamoCounts()).toEqual({ commands: { BatchWriteItem: 1 }, readUnits: 0, writeUnits: 6 });
  });

  it("counts a transaction at the units it is priced at, not at Local's figure, and returns Local's answer", async () => {
    const { client, seen } = fakeClient([{ TableName: 't', CapacityUnits: 4, WriteCapacityUnits: 4 }] as never);
    const items = [{ Put: { TableName: 't', Item: { pk: { S: 'a' } } } }];
    const output = await client.send(new TransactWriteItemsCommand({ TransactItems: items }));
    expect(readDynamoCounts()).toEqual({ commands: { TransactWriteItems: 1 }, readUnits: 0, writeUnits: 6 });
    expect(output.ConsumedCapacity).toEqual([{ TableName: 't', CapacityUnits: 4, WriteCapacityUnits: 4 }]);
    expect(seen).toEqual(['TOTAL']);
    expect(vi.mocked(withTransactionUnits).mock.calls.at(-1)?.[1]).toEqual(items);
  });

  it('counts a failed transaction as the command alone and throws its error', async () => {
    const cancelled = Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' });
    const { client } = fakeClient({}, cancelled);
    await expect(client.send(new TransactWriteItemsCommand({ TransactItems: [] }))).rejects.toBe(cancelled);
    expect(readDynamoCounts()).toEqual({ commands: { TransactWriteItems: 1 }, readUnits: 0, writeUnits: 0 });
  });

  it('starts again from zero after a reset', async () => {
    const { client } = fakeClient({ TableName: 't', ReadCapacityUnits: 1, WriteCapacityUnits: 2 });
    await client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } }));
    expect(readDynamoCounts().readUnits).toBe(1);
    resetDynamoCounts();
    expect(readDynamoCounts()).toEqual({ commands: {}, readUnits: 0, writeUnits: 0 });
  });
});
