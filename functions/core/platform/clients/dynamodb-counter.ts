import type { DynamoDBClient, TransactWriteItem } from '@aws-sdk/client-dynamodb';
import { setDynamoInstrumentation } from './dynamodb-instrumentation';
import { uncountedClient, withTransactionUnits } from './dynamodb-transaction-units';

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

const TRANSACTION = 'TransactWriteItemsCommand';

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
 *
 * A TransactWriteItems is the exception: DynamoDB Local misreports its capacity, so a second middleware, at the build
 * step (where a document client's input is marshalled), adds the units AWS bills for it instead
 * (dynamodb-transaction-units.ts), priced through a client of its own so its reads and shadow writes are not counted.
 * A failed transaction counts as it always has: the command, no units.
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
      if (command !== TRANSACTION) addCapacity(tally, command, output.ConsumedCapacity);
      return result;
    },
    { step: 'initialize', name: 'skillwayCountCommands' },
  );
  let raw: DynamoDBClient | undefined;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== TRANSACTION) return next(args);
      const tally = counts();
      raw ??= uncountedClient(client);
      const actions = (args.input as { TransactItems?: TransactWriteItem[] }).TransactItems ?? [];
      const { result, units } = await withTransactionUnits(raw, actions, () => next(args));
      tally.writeUnits += units;
      return result;
    },
    { step: 'build', name: 'skillwayCountTransactionUnits', priority: 'high' },
  );
}

/** Counts every DynamoDB client built from now on in this process (call it before the first one is built). */
export function installDynamoCounting(): void {
  setDynamoInstrumentation(countDynamoCommands);
}
