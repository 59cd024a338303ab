import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/** Set to "1" before the first DynamoDB call to count commands and consumed capacity (the bench does). */
export const DYNAMODB_COUNT_ENV = 'SKILLWAY_COUNT_DYNAMODB';

/** What the client sent since the last reset: commands by name (GetItem, Query, …) and capacity units. */
export interface TDynamoCounts {
  commands: Record<string, number>;
  readUnits: number;
  writeUnits: number;
}

interface TCapacity {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

/** Commands whose input takes ReturnConsumedCapacity (DescribeTable and the like do not). */
const WITH_CAPACITY = new Set([
  'GetItemCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'BatchWriteItemCommand',
  'TransactGetItemsCommand',
  'TransactWriteItemsCommand',
]);
const WRITES = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

/** One tally per process, shared by every module copy (the bench and the in-process local stack). */
const COUNTS_KEY = Symbol.for('skillway.dynamodb-counts');
const store = globalThis as unknown as Record<symbol, TDynamoCounts | undefined>;

function counts(): TDynamoCounts {
  store[COUNTS_KEY] ??= { commands: {}, readUnits: 0, writeUnits: 0 };
  return store[COUNTS_KEY];
}

/** The tally so far (a copy). */
export function readDynamoCounts(): TDynamoCounts {
  const current = counts();
  return { commands: { ...current.commands }, readUnits: current.readUnits, writeUnits: current.writeUnits };
}

export function resetDynamoCounts(): void {
  store[COUNTS_KEY] = { commands: {}, readUnits: 0, writeUnits: 0 };
}

/** Read and write units of one response's ConsumedCapacity (one entry, or one per table for batch calls). */
function addCapacity(tally: TDynamoCounts, command: string, consumed: TCapacity | TCapacity[] | undefined): void {
  for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
    // DynamoDB Local reports only CapacityUnits; the command kind says which kind of units they are.
    const read = entry.ReadCapacityUnits ?? (WRITES.has(command) ? 0 : (entry.CapacityUnits ?? 0));
    const write = entry.WriteCapacityUnits ?? (WRITES.has(command) ? (entry.CapacityUnits ?? 0) : 0);
    tally.readUnits += read;
    tally.writeUnits += write;
  }
}

/**
 * Adds a middleware to the client's stack that counts each command by name (without the `Command` suffix) and
 * asks for, then adds up, its consumed capacity (ReturnConsumedCapacity TOTAL). For the bench only.
 */
export function countDynamoCommands(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? 'Unknown';
      const input = args.input as { ReturnConsumedCapacity?: string };
      if (WITH_CAPACITY.has(command)) input.ReturnConsumedCapacity = 'TOTAL';
      const tally = counts();
      const name = command.replace(/Command$/, '');
      tally.commands[name] = (tally.commands[name] ?? 0) + 1;
      const result = await next(args);
      const output = result.output as { ConsumedCapacity?: TCapacity | TCapacity[] };
      addCapacity(tally, command, output.ConsumedCapacity);
      return result;
    },
    { step: 'initialize', name: 'skillwayCountCommands' },
  );
}
