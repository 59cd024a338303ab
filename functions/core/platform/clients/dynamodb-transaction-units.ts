import {
  CreateTableCommand,
  DeleteItemCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  type AttributeValue,
  type TableDescription,
  type TransactWriteItem,
} from '@aws-sdk/client-dynamodb';

/**
 * The write units AWS bills for a TransactWriteItems, for the bench's counter (dynamodb-counter.ts). DynamoDB Local
 * misreports transactions (about four times the largest item per table and index, whatever the number of items:
 * docs/performance.md "DynamoDB Local's transactions, corrected"); AWS bills two standard writes per item (prepare
 * and commit), each sized as a standard write of that item is, its indexes included. Rather than re-derive item
 * sizes, each item's standard units are Local's own (correct) figure for writing its image alone into a shadow
 * table of the same shape. Every call here goes through `raw`, a client without the counter, so none is counted.
 */

type TItem = Record<string, AttributeValue>;

/** One item a transaction names: where it is, and whether the transaction only checks it. */
interface TTarget {
  table: string;
  key: TItem;
  checkOnly: boolean;
}

const SHADOW_SUFFIX = '-units-shadow';

/**
 * Per process, shared by every module copy (the bench and the in-process stack load their own): each table's
 * description and shadow, made once, and the queue that keeps two transactions' images out of the shadow at once
 * (a put onto a leftover item of the same key would be priced at the larger of the two).
 */
interface TProcessState {
  shadows: Map<string, Promise<{ keyNames: string[]; shadow: string }>>;
  queue: Promise<unknown>;
}
const STATE_KEY = Symbol.for('skillway.dynamodb-transaction-units');
const store = globalThis as unknown as Record<symbol, TProcessState | undefined>;

function state(): TProcessState {
  store[STATE_KEY] ??= { shadows: new Map(), queue: Promise.resolve() };
  return store[STATE_KEY];
}

/** A client that talks to the same DynamoDB as `client`, without its middleware (so nothing it sends is counted). */
export function uncountedClient(client: DynamoDBClient): DynamoDBClient {
  const { region, credentials, endpoint, isCustomEndpoint, maxAttempts, requestHandler } = client.config;
  return new DynamoDBClient({
    region,
    credentials,
    maxAttempts,
    requestHandler,
    ...(isCustomEndpoint && endpoint ? { endpoint } : {}),
  });
}

/** The shadow table: the real table's keys, attributes and indexes, empty, on demand; recreated once per process. */
function shadowOf(raw: DynamoDBClient, table: string): Promise<{ keyNames: string[]; shadow: string }> {
  const shadows = state().shadows;
  let made = shadows.get(table);
  if (!made) {
    made = createShadow(raw, table);
    shadows.set(table, made);
    // A failed attempt (Local restarting) is tried again by the next transaction.
    made.catch(() => shadows.delete(table));
  }
  return made;
}

async function createShadow(raw: DynamoDBClient, table: string): Promise<{ keyNames: string[]; shadow: string }> {
  const description: TableDescription | undefined = (await raw.send(new DescribeTableCommand({ TableName: table })))
    .Table;
  if (!description?.KeySchema || !description.AttributeDefinitions) throw new Error(`cannot describe ${table}`);
  const shadow = `${table}${SHADOW_SUFFIX}`;
  // Recreated rather than reused: a shadow left by an older run may lack a newer index or hold a leftover item.
  await raw.send(new DeleteTableCommand({ TableName: shadow })).catch((error: unknown) => {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  });
  const indexes = description.GlobalSecondaryIndexes ?? [];
  const localIndexes = description.LocalSecondaryIndexes ?? [];
  await raw.send(
    new CreateTableCommand({
      TableName: shadow,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: description.KeySchema,
      AttributeDefinitions: description.AttributeDefinitions,
      ...(indexes.length
        ? {
            GlobalSecondaryIndexes: indexes.map(({ IndexName, KeySchema, Projection }) => ({
              IndexName,
              KeySchema,
              Projection,
            })),
          }
        : {}),
      ...(localIndexes.length
        ? {
            LocalSecondaryIndexes: localIndexes.map(({ IndexName, KeySchema, Projection }) => ({
              IndexName,
              KeySchema,
              Projection,
            })),
          }
        : {}),
    }),
  );
  return { keyNames: description.KeySchema.map((part) => part.AttributeName ?? ''), shadow };
}

function pick(item: TItem, names: string[]): TItem {
  return Object.fromEntries(names.filter((name) => name in item).map((name) => [name, item[name] as AttributeValue]));
}

async function targetOf(raw: DynamoDBClient, action: TransactWriteItem): Promise<TTarget | undefined> {
  if (action.Put?.TableName && action.Put.Item) {
    const { keyNames } = await shadowOf(raw, action.Put.TableName);
    return { table: action.Put.TableName, key: pick(action.Put.Item, keyNames), checkOnly: false };
  }
  const keyed = action.Update ?? action.Delete ?? action.ConditionCheck;
  if (!keyed?.TableName || !keyed.Key) return undefined;
  return { table: keyed.TableName, key: keyed.Key, checkOnly: keyed === action.ConditionCheck };
}

async function image(raw: DynamoDBClient, target: TTarget): Promise<TItem | undefined> {
  const read = await raw.send(new GetItemCommand({ TableName: target.table, Key: target.key, ConsistentRead: true }));
  return read.Item;
}

const capacityOf = (output: { ConsumedCapacity?: { CapacityUnits?: number; WriteCapacityUnits?: number } }) =>
  output.ConsumedCapacity?.WriteCapacityUnits ?? output.ConsumedCapacity?.CapacityUnits ?? 0;

/**
 * Local's standard write units of one image, indexes included: its put into the empty shadow (then removed). No item
 * is priced as the delete of its key, one unit (AWS and Local alike), so a write never counts less than a unit.
 */
async function standardUnits(raw: DynamoDBClient, target: TTarget, item: TItem | undefined): Promise<number> {
  const { shadow } = await shadowOf(raw, target.table);
  let units = 0;
  if (item) {
    units = capacityOf(
      await raw.send(new PutItemCommand({ TableName: shadow, Item: item, ReturnConsumedCapacity: 'TOTAL' })),
    );
  }
  const removed = await raw.send(
    new DeleteItemCommand({ TableName: shadow, Key: target.key, ReturnConsumedCapacity: 'TOTAL' }),
  );
  return item ? units : capacityOf(removed);
}

/** Runs `task` after every earlier one of this process (the shadow holds one image per key at a time). */
function queued<T>(task: () => Promise<T>): Promise<T> {
  const current = state();
  const run = current.queue.then(task, task);
  current.queue = run.catch(() => undefined);
  return run;
}

/**
 * Sends the transaction (`send`, the real request, untouched) between reads of the before and after image of every
 * item it names, and returns its result with the write units AWS bills for it. A failed transaction's error is
 * thrown as is, with no units: the counter counts it as it always has (the command, no capacity).
 */
export async function withTransactionUnits<T>(
  raw: DynamoDBClient,
  actions: readonly TransactWriteItem[],
  send: () => Promise<T>,
): Promise<{ result: T; units: number }> {
  const targets = (await Promise.all(actions.map((action) => targetOf(raw, action)))).filter(
    (target): target is TTarget => target !== undefined,
  );
  const before = await Promise.all(targets.map((target) => image(raw, target)));
  const result = await send();
  const after = await Promise.all(targets.map((target) => (target.checkOnly ? undefined : image(raw, target))));
  const units = await queued(async () => {
    // Before and after images share their key: one set at a time.
    const beforeUnits = await Promise.all(targets.map((target, at) => standardUnits(raw, target, before[at])));
    const afterUnits = await Promise.all(
      targets.map((target, at) => (target.checkOnly ? 0 : standardUnits(raw, target, after[at]))),
    );
    // Two writes (prepare, commit) of each item at the larger of its images, as a standard write is priced. A
    // ConditionCheck is priced as a write of the item it checks: the conservative reading of AWS's rule, which
    // counts it among the transaction's writes.
    return targets.reduce((sum, _, at) => sum + 2 * Math.max(beforeUnits[at] ?? 0, afterUnits[at] ?? 0), 0);
  });
  return { result, units };
}
