import { UpdateItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { currentAuditScope, type TAuditScope } from './audit-context';
import { AUDIT_STAMP_ATTRIBUTE, auditStamp, stampedItemTypes } from './audit-stamp';
import { itemTypeOfSortKey } from './item-type';

/**
 * Stamps the writes an audited request makes (docs/architecture.md "Audit log"): the stream consumer turns a write
 * into an event only when it carries a fresh `_aud`, so the event exists exactly when the change was written.
 * Put and Update (alone, in a transaction, in a batch) of an item whose type the request's decision names get
 * `_aud`; a Delete of such an item is preceded by an Update that only sets `_aud` with `d:1`, so the REMOVE
 * record's old image names the request. Any other Update drops the item's earlier stamp (unstampedUpdate);
 * Puts, Deletes and reads outside a stamping request go through untouched.
 *
 * It runs at the initialize step, before lib-dynamodb marshals a document command: an input is either plain values
 * (the document client's, dynamodb-toolbox's) or attribute values (the plain client's); the key's `pk` says which.
 */

type TValues = Record<string, unknown>;
type TPutInput = { TableName?: string; Item?: TValues };
type TUpdateInput = {
  TableName?: string;
  Key?: TValues;
  UpdateExpression?: string;
  AttributeUpdates?: TValues;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: TValues;
};
type TDeleteInput = { TableName?: string; Key?: TValues };
type TTransactItem = { Put?: TPutInput; Update?: TUpdateInput; Delete?: TDeleteInput };
type TBatchRequest = { PutRequest?: { Item?: TValues }; DeleteRequest?: { Key?: TValues } };

const NAME = '#skwAud';
const VALUE = ':skwAud';

/** An attribute value for this input's style: plain for the document client, `{ S }` for the plain client. */
function valueLike(sample: TValues | undefined, text: string): unknown {
  return typeof sample?.pk === 'object' && sample.pk !== null ? { S: text } : text;
}

function keyPart(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const s = (value as { S?: unknown } | undefined)?.S;
  return typeof s === 'string' ? s : undefined;
}

function typeOf(key: TValues | undefined): string | undefined {
  const sk = keyPart(key?.sk);
  return sk === undefined ? undefined : itemTypeOfSortKey(sk);
}

/** Stamped already: the pre-stamp Update this middleware sends, or a write that set `_aud` itself. */
function hasStamp(input: TPutInput & TUpdateInput): boolean {
  return (
    (input.Item !== undefined && AUDIT_STAMP_ATTRIBUTE in input.Item) ||
    Object.values(input.ExpressionAttributeNames ?? {}).includes(AUDIT_STAMP_ATTRIBUTE)
  );
}

/** `SET` is a reserved word, so a bare `SET` (not `#SET` or `:SET`) is the clause: the stamp joins it. */
const SET_CLAUSE = /(^|[^#:\w])SET\s/i;

/** Adds `_aud` to an update: into its SET clause, or as a SET clause of its own (a REMOVE/ADD-only update). */
export function withStampedSet(expression: string | undefined): string {
  const assignment = `${NAME} = ${VALUE}`;
  if (!expression?.trim()) return `SET ${assignment}`;
  const match = SET_CLAUSE.exec(expression);
  if (!match) return `${expression} SET ${assignment}`;
  const at = match.index + match[0].length;
  return `${expression.slice(0, at)}${assignment}, ${expression.slice(at)}`;
}

const REMOVE_CLAUSE = /(^|[^#:\w])REMOVE\s/i;

/** Drops `_aud` in an update: into its REMOVE clause, or as a REMOVE clause of its own. */
export function withRemovedStamp(expression: string | undefined): string {
  if (!expression?.trim()) return `REMOVE ${NAME}`;
  const match = REMOVE_CLAUSE.exec(expression);
  if (!match) return `${expression} REMOVE ${NAME}`;
  const at = match.index + match[0].length;
  return `${expression.slice(0, at)}${NAME}, ${expression.slice(at)}`;
}

/**
 * An update this request does not stamp drops the item's earlier stamp, so its stream record carries no `_aud` and
 * the stream's filter keeps it from the consumer: a learner's progress on an enrolment an administrator made
 * invokes nothing. (A Put replaces the whole item, stamp included, already.)
 */
function unstampedUpdate<T extends TUpdateInput>(input: T): T {
  if (!input.Key || typeOf(input.Key) === undefined || hasStamp(input)) return input;
  if (input.AttributeUpdates && !input.UpdateExpression)
    return { ...input, AttributeUpdates: { ...input.AttributeUpdates, [AUDIT_STAMP_ATTRIBUTE]: { Action: 'DELETE' } } };
  return {
    ...input,
    UpdateExpression: withRemovedStamp(input.UpdateExpression),
    ExpressionAttributeNames: { ...input.ExpressionAttributeNames, [NAME]: AUDIT_STAMP_ATTRIBUTE },
  };
}

/** The command's input with every update of a known item type unstamped (outside a stamping request). */
function unstampCommand(command: string, input: unknown): unknown {
  if (command === 'UpdateItemCommand') return unstampedUpdate(input as TUpdateInput);
  if (command !== 'TransactWriteItemsCommand') return input;
  const transaction = input as { TransactItems?: TTransactItem[] };
  if (!transaction.TransactItems) return input;
  return {
    ...transaction,
    TransactItems: transaction.TransactItems.map((item) =>
      item.Update ? { ...item, Update: unstampedUpdate(item.Update) } : item,
    ),
  };
}

interface TDeletion {
  tableName: string;
  key: TValues;
}

/**
 * Copies a command's input with its recorded items' Puts and Updates stamped (the caller's objects stay as they
 * were: they may be sent again), and lists its Deletes of recorded items for the pre-stamp.
 */
class Stamper {
  readonly deletes: TDeletion[] = [];
  constructor(
    private readonly stamp: string,
    private readonly recorded: (key: TValues | undefined) => boolean,
  ) {}

  put<T extends TPutInput>(input: T): T {
    if (!input.Item || !this.recorded(input.Item) || hasStamp(input)) return input;
    return { ...input, Item: { ...input.Item, [AUDIT_STAMP_ATTRIBUTE]: valueLike(input.Item, this.stamp) } };
  }

  update<T extends TUpdateInput>(input: T): T {
    if (!input.Key || !this.recorded(input.Key)) return unstampedUpdate(input);
    if (hasStamp(input)) return input;
    const value = valueLike(input.Key, this.stamp);
    // The legacy form cannot be mixed with expressions.
    if (input.AttributeUpdates && !input.UpdateExpression)
      return {
        ...input,
        AttributeUpdates: { ...input.AttributeUpdates, [AUDIT_STAMP_ATTRIBUTE]: { Action: 'PUT', Value: value } },
      };
    return {
      ...input,
      UpdateExpression: withStampedSet(input.UpdateExpression),
      ExpressionAttributeNames: { ...input.ExpressionAttributeNames, [NAME]: AUDIT_STAMP_ATTRIBUTE },
      ExpressionAttributeValues: { ...input.ExpressionAttributeValues, [VALUE]: value },
    };
  }

  delete(tableName: string | undefined, key: TValues | undefined): void {
    if (tableName && key && this.recorded(key)) this.deletes.push({ tableName, key });
  }

  command(name: string, input: unknown): unknown {
    if (name === 'PutItemCommand') return this.put(input as TPutInput);
    if (name === 'UpdateItemCommand') return this.update(input as TUpdateInput);
    if (name === 'DeleteItemCommand') this.delete((input as TDeleteInput).TableName, (input as TDeleteInput).Key);
    if (name === 'TransactWriteItemsCommand') return this.transaction(input as { TransactItems?: TTransactItem[] });
    if (name === 'BatchWriteItemCommand')
      return this.batch(input as { RequestItems?: Record<string, TBatchRequest[]> });
    return input;
  }

  private transaction(input: { TransactItems?: TTransactItem[] }) {
    if (!input.TransactItems) return input;
    const TransactItems = input.TransactItems.map((item) => {
      if (item.Delete) this.delete(item.Delete.TableName, item.Delete.Key);
      if (item.Put) return { ...item, Put: this.put(item.Put) };
      if (item.Update) return { ...item, Update: this.update(item.Update) };
      return item;
    });
    return { ...input, TransactItems };
  }

  private batch(input: { RequestItems?: Record<string, TBatchRequest[]> }) {
    if (!input.RequestItems) return input;
    const RequestItems = Object.fromEntries(
      Object.entries(input.RequestItems).map(([tableName, requests]) => [
        tableName,
        requests.map((request) => {
          if (request.DeleteRequest) this.delete(tableName, request.DeleteRequest.Key);
          const put = request.PutRequest;
          return put ? { ...request, PutRequest: { ...put, Item: this.put({ Item: put.Item }).Item } } : request;
        }),
      ]),
    );
    return { ...input, RequestItems };
  }
}

/** The plain-client key of a key in either style (this table's keys are strings). */
function plainKey(key: TValues): Record<string, { S: string }> {
  const out: Record<string, { S: string }> = {};
  for (const [name, value] of Object.entries(key)) {
    const text = keyPart(value);
    if (text !== undefined) out[name] = { S: text };
  }
  return out;
}

/**
 * Marks an item about to be deleted. A missing item (nothing to delete) is fine; the pre-stamp changes no recorded
 * field, so the consumer makes no event of its MODIFY record, only of the REMOVE that follows.
 */
async function preStamp(client: DynamoDBClient, deletion: TDeletion, stamp: string): Promise<void> {
  try {
    await client.send(
      new UpdateItemCommand({
        TableName: deletion.tableName,
        Key: plainKey(deletion.key),
        UpdateExpression: `SET ${NAME} = ${VALUE}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { [NAME]: AUDIT_STAMP_ATTRIBUTE },
        ExpressionAttributeValues: { [VALUE]: { S: stamp } },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** The commands that write items (reads pass through without a look). */
const WRITE_COMMANDS = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
  'BatchWriteItemCommand',
]);

/** The command's input with its writes stamped; resolves once its deletes are pre-stamped. */
async function stampCommand(
  client: DynamoDBClient,
  command: string,
  input: unknown,
  scope: TAuditScope,
  now: Date,
): Promise<unknown> {
  if (!WRITE_COMMANDS.has(command)) return input;
  const types = stampedItemTypes(scope);
  const stamp = types.size > 0 ? auditStamp(scope, now) : undefined;
  if (!stamp) return unstampCommand(command, input);
  const stamper = new Stamper(stamp, (key) => {
    const type = typeOf(key);
    return type !== undefined && types.has(type);
  });
  const stamped = stamper.command(command, input);
  if (stamper.deletes.length > 0) {
    const deleteStamp = auditStamp(scope, now, { deleted: true }) ?? stamp;
    await Promise.all(stamper.deletes.map((deletion) => preStamp(client, deletion, deleteStamp)));
  }
  return stamped;
}

/** Adds the stamping middleware to the client's stack (the document client shares it). */
export function stampAuditedWrites(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const scope = currentAuditScope();
      if (!scope)
        return next({ ...args, input: unstampCommand(context.commandName ?? '', args.input) as typeof args.input });
      const input = await stampCommand(client, context.commandName ?? '', args.input, scope, new Date());
      return next({ ...args, input: input as typeof args.input });
    },
    { step: 'initialize', name: 'skillwayAuditStamp' },
  );
}
