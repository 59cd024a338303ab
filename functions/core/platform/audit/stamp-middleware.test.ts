import { DeleteItemCommand, DynamoDBClient, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keys } from '../db/keys';
import { runInAuditScope, type TAuditScope } from './audit-context';
import { stampAuditedWrites, withRemovedStamp, withStampedSet } from './stamp-middleware';

const NOW = '2026-03-04T05:06:07.000Z';
const TABLE = 't';
const USER_KEY = { pk: keys.company('c1'), sk: keys.userSk('u1') };
const STATS_KEY = { pk: keys.company('c1'), sk: keys.targetStatsSk('course', 'k1') };

function scope(overrides: Partial<TAuditScope> = {}): TAuditScope {
  return {
    requestId: 'req-1',
    action: 'users.update',
    decision: { items: ['User', 'Enrolment'] },
    companyId: 'c1',
    sourceIp: '203.0.113.9',
    actor: { kind: 'user', id: 'admin-1', roleId: 2 },
    ...overrides,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read marshalled inputs of any shape
type TAny = any;
interface TSent {
  command: string;
  input: Record<string, TAny>;
}

/**
 * A real client whose last middleware (build step: after marshalling and serializing) records the marshalled
 * input of every command and answers without a network; a pre-stamp can be made to find no item.
 */
function stubClient(options: { missingItem?: boolean } = {}) {
  const client = new DynamoDBClient({
    region: 'eu-west-2',
    endpoint: 'http://127.0.0.1:9',
    credentials: { accessKeyId: 'k', secretAccessKey: 's' },
  });
  stampAuditedWrites(client);
  const sent: TSent[] = [];
  client.middlewareStack.add(
    (_next, context) => async (args) => {
      const input = structuredClone(args.input) as Record<string, TAny>;
      sent.push({ command: context.commandName ?? '', input });
      if (options.missingItem && input.ConditionExpression === 'attribute_exists(pk)')
        throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
      return { output: { $metadata: {} }, response: {} } as never;
    },
    { step: 'build', name: 'testCapture' },
  );
  return { client, doc: DynamoDBDocumentClient.from(client), sent };
}

/** The parsed stamp of a plain-client attribute value. */
const stampOf = (value: { S?: string } | undefined) => JSON.parse(value?.S ?? 'null') as Record<string, unknown>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => vi.useRealTimers());

describe('stamp format', () => {
  it('puts the request, action, types, actor, company, address and time on a Put, in short keys', async () => {
    const { doc, sent } = stubClient();
    await runInAuditScope(scope(), () => doc.send(new PutCommand({ TableName: TABLE, Item: { ...USER_KEY, a: 1 } })));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.command).toBe('PutItemCommand');
    expect(stampOf(sent[0]?.input.Item._aud)).toEqual({
      v: 1,
      r: 'req-1',
      o: 'users.update',
      i: ['User', 'Enrolment'],
      ak: 'user',
      a: 'admin-1',
      ro: 2,
      c: 'c1',
      ip: '203.0.113.9',
      t: NOW,
      n: 1,
    });
  });

  it('numbers the stamps of a request, so a second write of an item in the same millisecond is seen as stamped', async () => {
    const { doc, sent } = stubClient();
    const put = () => doc.send(new PutCommand({ TableName: TABLE, Item: USER_KEY }));
    await runInAuditScope(scope(), async () => {
      await put();
      await put();
    });
    const [first, second] = sent.map(({ input }) => input.Item._aud.S as string);
    expect(first).not.toBe(second);
    expect(JSON.parse(second ?? '')).toMatchObject({ n: 2, t: NOW });
  });

  it('marks the super administrator acting in a company with ob:1', async () => {
    const { doc, sent } = stubClient();
    const actor = { kind: 'super_admin' as const, id: 'sa', roleId: 1, onBehalf: true };
    await runInAuditScope(scope({ actor, companyId: 'platform' }), () =>
      doc.send(new PutCommand({ TableName: TABLE, Item: USER_KEY })),
    );
    expect(stampOf(sent[0]?.input.Item._aud)).toMatchObject({
      ak: 'super_admin',
      a: 'sa',
      ro: 1,
      ob: 1,
      c: 'platform',
    });
  });

  it('stamps a plain-client Put as an attribute value too', async () => {
    const { client, sent } = stubClient();
    const Item = { pk: { S: USER_KEY.pk }, sk: { S: USER_KEY.sk } };
    await runInAuditScope(scope(), () => client.send(new PutItemCommand({ TableName: TABLE, Item })));
    expect(stampOf(sent[0]?.input.Item._aud)).toMatchObject({ r: 'req-1', i: ['User', 'Enrolment'] });
  });
});

describe('what is stamped', () => {
  it('leaves a Put of a type the decision does not name (a counter) alone', async () => {
    const { doc, sent } = stubClient();
    await runInAuditScope(scope(), () => doc.send(new PutCommand({ TableName: TABLE, Item: STATS_KEY })));
    expect(sent[0]?.input.Item._aud).toBeUndefined();
  });

  it('stamps nothing outside a context, with a read or none decision, or before the actor is known', async () => {
    const { doc, sent } = stubClient();
    const put = () => doc.send(new PutCommand({ TableName: TABLE, Item: USER_KEY }));
    await put();
    await runInAuditScope(scope({ decision: { none: 'a read' } }), put);
    await runInAuditScope(scope({ decision: { read: 'user' } }), put);
    await runInAuditScope(scope({ actor: undefined }), put);
    expect(sent).toHaveLength(4);
    for (const { input } of sent) expect(input.Item._aud).toBeUndefined();
  });

  it("leaves the caller's input as it was (it may be sent again)", async () => {
    const { doc, sent } = stubClient();
    const Item = { ...USER_KEY };
    const TransactItems = [{ Put: { TableName: TABLE, Item } }];
    await runInAuditScope(scope(), () => doc.send(new TransactWriteCommand({ TransactItems })));
    expect(sent[0]?.input.TransactItems[0].Put.Item._aud).toBeDefined();
    expect(Item).toEqual(USER_KEY);
    expect(TransactItems[0]?.Put.Item).toBe(Item);
  });

  it('lets reads through as they are', async () => {
    const { doc, sent } = stubClient();
    await runInAuditScope(scope(), () => doc.send(new GetCommand({ TableName: TABLE, Key: USER_KEY })));
    expect(sent).toEqual([
      {
        command: 'GetItemCommand',
        input: { TableName: TABLE, Key: { pk: { S: USER_KEY.pk }, sk: { S: USER_KEY.sk } } },
      },
    ]);
  });

  it('keeps a stamp the write set itself', async () => {
    const { client, sent } = stubClient();
    const Item = { pk: { S: USER_KEY.pk }, sk: { S: USER_KEY.sk }, _aud: { S: 'mine' } };
    await runInAuditScope(scope(), () => client.send(new PutItemCommand({ TableName: TABLE, Item })));
    expect(sent[0]?.input.Item._aud).toEqual({ S: 'mine' });
  });
});

describe('Update', () => {
  it('joins the stamp to the SET clause', async () => {
    const { doc, sent } = stubClient();
    await runInAuditScope(scope(), () =>
      doc.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: USER_KEY,
          UpdateExpression: 'SET #n = :n REMOVE #o',
          ExpressionAttributeNames: { '#n': 'first_name', '#o': 'old' },
          ExpressionAttributeValues: { ':n': 'Ada' },
        }),
      ),
    );
    const input = sent[0]?.input ?? {};
    expect(input.UpdateExpression).toBe('SET #skwAud = :skwAud, #n = :n REMOVE #o');
    expect(input.ExpressionAttributeNames).toEqual({ '#n': 'first_name', '#o': 'old', '#skwAud': '_aud' });
    expect(input.ExpressionAttributeValues[':n']).toEqual({ S: 'Ada' });
    expect(stampOf(input.ExpressionAttributeValues[':skwAud'])).toMatchObject({ r: 'req-1', o: 'users.update' });
  });

  it('adds a SET clause to an update without one', async () => {
    const { client, sent } = stubClient();
    const Key = { pk: { S: USER_KEY.pk }, sk: { S: USER_KEY.sk } };
    await runInAuditScope(scope(), () =>
      client.send(
        new UpdateItemCommand({
          TableName: TABLE,
          Key,
          UpdateExpression: 'ADD #c :one',
          ExpressionAttributeNames: { '#c': 'count' },
          ExpressionAttributeValues: { ':one': { N: '1' } },
        }),
      ),
    );
    expect(sent[0]?.input.UpdateExpression).toBe('ADD #c :one SET #skwAud = :skwAud');
    expect(stampOf(sent[0]?.input.ExpressionAttributeValues[':skwAud'])).toMatchObject({ a: 'admin-1' });
  });

  it('finds the SET clause by the keyword, never in a placeholder', () => {
    expect(withStampedSet(undefined)).toBe('SET #skwAud = :skwAud');
    expect(withStampedSet('REMOVE #SET, :SET')).toBe('REMOVE #SET, :SET SET #skwAud = :skwAud');
    expect(withStampedSet('REMOVE #a set #b = :b')).toBe('REMOVE #a set #skwAud = :skwAud, #b = :b');
    expect(withStampedSet('SET #a = if_not_exists(#a, :z)')).toBe('SET #skwAud = :skwAud, #a = if_not_exists(#a, :z)');
  });
});

describe('an update this request does not stamp', () => {
  it('drops the earlier stamp, outside a context and for a type the decision does not name', async () => {
    const { doc, sent } = stubClient();
    const update = (Key: typeof USER_KEY) =>
      doc.send(
        new UpdateCommand({
          TableName: TABLE,
          Key,
          UpdateExpression: 'SET #n = :n',
          ExpressionAttributeNames: { '#n': 'last_access' },
          ExpressionAttributeValues: { ':n': 'x' },
        }),
      );
    await update(USER_KEY);
    await runInAuditScope(scope({ decision: { items: ['Enrolment'] } }), () => update(USER_KEY));
    await runInAuditScope(scope(), () =>
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: TABLE,
                Key: STATS_KEY,
                UpdateExpression: 'ADD #t :one',
                ExpressionAttributeNames: { '#t': 'total' },
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      ),
    );
    expect(sent.map(({ input }) => input.UpdateExpression ?? input.TransactItems[0].Update.UpdateExpression)).toEqual([
      'SET #n = :n REMOVE #skwAud',
      'SET #n = :n REMOVE #skwAud',
      'ADD #t :one REMOVE #skwAud',
    ]);
    expect(sent[0]?.input.ExpressionAttributeNames).toEqual({ '#n': 'last_access', '#skwAud': '_aud' });
  });

  it('finds the REMOVE clause by the keyword, never in a placeholder', () => {
    expect(withRemovedStamp(undefined)).toBe('REMOVE #skwAud');
    expect(withRemovedStamp('SET #REMOVE = :REMOVE')).toBe('SET #REMOVE = :REMOVE REMOVE #skwAud');
    expect(withRemovedStamp('SET #a = :a remove #b')).toBe('SET #a = :a remove #skwAud, #b');
  });

  it('leaves Puts and Deletes outside a context as they are', async () => {
    const { doc, sent } = stubClient();
    await doc.send(new PutCommand({ TableName: TABLE, Item: USER_KEY }));
    await doc.send(new DeleteCommand({ TableName: TABLE, Key: USER_KEY }));
    expect(sent.map(({ command }) => command)).toEqual(['PutItemCommand', 'DeleteItemCommand']);
    expect(sent[0]?.input.Item._aud).toBeUndefined();
  });
});

describe('Delete', () => {
  it('pre-stamps an item of a recorded type with d:1 before deleting it', async () => {
    const { doc, sent } = stubClient();
    await runInAuditScope(scope(), () => doc.send(new DeleteCommand({ TableName: TABLE, Key: USER_KEY })));
    expect(sent.map((s) => s.command)).toEqual(['UpdateItemCommand', 'DeleteItemCommand']);
    const pre = sent[0]?.input ?? {};
    expect(pre).toMatchObject({
      TableName: TABLE,
      Key: { pk: { S: USER_KEY.pk }, sk: { S: USER_KEY.sk } },
      UpdateExpression: 'SET #skwAud = :skwAud',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#skwAud': '_aud' },
    });
    expect(stampOf(pre.ExpressionAttributeValues[':skwAud'])).toMatchObject({ r: 'req-1', d: 1, t: NOW });
    expect(sent[1]?.input.Key).toEqual({ pk: { S: USER_KEY.pk }, sk: { S: USER_KEY.sk } });
  });

  it('does not pre-stamp other types, nor outside an items context', async () => {
    const { client, doc, sent } = stubClient();
    await runInAuditScope(scope(), () => doc.send(new DeleteCommand({ TableName: TABLE, Key: STATS_KEY })));
    await doc.send(new DeleteCommand({ TableName: TABLE, Key: USER_KEY }));
    await runInAuditScope(scope({ decision: { none: 'own learning' } }), () =>
      client.send(new DeleteItemCommand({ TableName: TABLE, Key: { pk: { S: USER_KEY.pk }, sk: { S: USER_KEY.sk } } })),
    );
    expect(sent.map((s) => s.command)).toEqual(['DeleteItemCommand', 'DeleteItemCommand', 'DeleteItemCommand']);
  });

  it('deletes anyway when the item is already gone', async () => {
    const { doc, sent } = stubClient({ missingItem: true });
    await runInAuditScope(scope(), () => doc.send(new DeleteCommand({ TableName: TABLE, Key: USER_KEY })));
    expect(sent.map((s) => s.command)).toEqual(['UpdateItemCommand', 'DeleteItemCommand']);
  });
});

describe('transactions and batches', () => {
  it('stamps the Puts and Updates of a transaction and pre-stamps its Deletes', async () => {
    const { doc, sent } = stubClient();
    const enrolment = { pk: keys.company('c1'), sk: keys.enrolmentSk('course', 'k1', 'u1') };
    await runInAuditScope(scope(), () =>
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: TABLE, Item: { ...enrolment, status: 1 } } },
            {
              Update: {
                TableName: TABLE,
                Key: USER_KEY,
                UpdateExpression: 'SET #a = :a',
                ExpressionAttributeNames: { '#a': 'a' },
                ExpressionAttributeValues: { ':a': 1 },
              },
            },
            {
              Update: {
                TableName: TABLE,
                Key: STATS_KEY,
                UpdateExpression: 'ADD #n :n',
                ExpressionAttributeNames: { '#n': 'n' },
                ExpressionAttributeValues: { ':n': 1 },
              },
            },
            {
              Delete: { TableName: TABLE, Key: { pk: keys.company('c1'), sk: keys.enrolmentSk('course', 'k2', 'u1') } },
            },
            { ConditionCheck: { TableName: TABLE, Key: USER_KEY, ConditionExpression: 'attribute_exists(pk)' } },
          ],
        }),
      ),
    );
    expect(sent.map((s) => s.command)).toEqual(['UpdateItemCommand', 'TransactWriteItemsCommand']);
    expect(sent[0]?.input.Key.sk).toEqual({ S: keys.enrolmentSk('course', 'k2', 'u1') });
    expect(stampOf(sent[0]?.input.ExpressionAttributeValues[':skwAud'])).toMatchObject({ d: 1 });
    const [put, update, counter, remove, check] = sent[1]?.input.TransactItems ?? [];
    expect(stampOf(put.Put.Item._aud)).toMatchObject({ r: 'req-1' });
    expect(update.Update.UpdateExpression).toBe('SET #skwAud = :skwAud, #a = :a');
    // A counter is not recorded: its update only drops any earlier stamp.
    expect(counter.Update.UpdateExpression).toBe('ADD #n :n REMOVE #skwAud');
    expect(remove.Delete.Key.sk).toEqual({ S: keys.enrolmentSk('course', 'k2', 'u1') });
    expect(check.ConditionCheck.ExpressionAttributeNames).toBeUndefined();
  });

  it("stamps a batch's Puts and pre-stamps its Deletes of recorded types", async () => {
    const { doc, sent } = stubClient();
    const member = { pk: keys.company('c1'), sk: keys.groupMemberSk('g1', 'u1') };
    await runInAuditScope(scope({ decision: { items: ['User'] } }), () =>
      doc.send(
        new BatchWriteCommand({
          RequestItems: {
            [TABLE]: [
              { PutRequest: { Item: { ...USER_KEY, a: 1 } } },
              { PutRequest: { Item: member } },
              { DeleteRequest: { Key: { pk: keys.company('c1'), sk: keys.userSk('u2') } } },
              { DeleteRequest: { Key: member } },
            ],
          },
        }),
      ),
    );
    expect(sent.map((s) => s.command)).toEqual(['UpdateItemCommand', 'BatchWriteItemCommand']);
    expect(sent[0]?.input.Key.sk).toEqual({ S: keys.userSk('u2') });
    const [userPut, memberPut] = sent[1]?.input.RequestItems[TABLE] ?? [];
    expect(stampOf(userPut.PutRequest.Item._aud)).toMatchObject({ i: ['User'] });
    expect(memberPut.PutRequest.Item._aud).toBeUndefined();
  });
});
