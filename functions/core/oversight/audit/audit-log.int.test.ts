/**
 * The audit log's capture against the running stack: items written with an `_aud` stamp (as the capture middleware
 * writes them) reach DynamoDB Local's stream, the stack's poller feeds the consumer, and `drainEvents()` waits for it.
 * Then the chain is verified, and tampered with (a field changed, an event deleted, its personal data changed).
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../platform/clients/dynamodb';
import { config } from '../../platform/config';
import { keys } from '../../platform/db/keys';
import { drainEvents } from '../../../../test/factories/http';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../../platform/clients/s3';
import { archiveAuditLog, auditArchiveKey } from './archive-audit-log';
import { appendAuditDrafts } from './audit-chain';
import type { TAuditDraft } from './record-to-event';
import { consumeAuditStream } from './consume-stream';
import type { TStreamRecord } from './record-to-event';
import { AUDIT_BREAK_REASON, verifyAuditChain } from './verify-chain';

const table = () => config.tableName;

function stamp(companyId: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    v: 1,
    r: randomUUID(),
    o: 'users.update',
    i: ['User'],
    ak: 'user',
    a: 'someone',
    ro: 2,
    c: companyId,
    ip: '198.51.100.7',
    t: new Date().toISOString(),
    ...extra,
  });
}

async function putUser(companyId: string, userId: string, extra: Record<string, unknown> = {}) {
  await documentClient().send(
    new PutCommand({
      TableName: table(),
      Item: {
        pk: keys.company(companyId),
        sk: keys.userSk(userId),
        _et: 'User',
        company_id: companyId,
        user_id: userId,
        first_name: 'Robin',
        last_name: 'Audit',
        email: `${userId}@audit.test`,
        role_id: 3,
        ...extra,
      },
    }),
  );
}

async function updateUser(companyId: string, userId: string, set: Record<string, unknown>) {
  const names = Object.keys(set);
  await documentClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: keys.company(companyId), sk: keys.userSk(userId) },
      UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, set[name]])),
    }),
  );
}

/** An event item as stored (the fields these tests read). */
interface TStoredEvent {
  pk: string;
  sk: string;
  seq: number;
  action: string;
  at: string;
  recorded_at: string;
  event_id: string;
  hash: string;
  prev_hash: string;
  pii_digest: string;
  pii: { actor_name: string; target_name: string; changes: unknown[] };
  [name: string]: unknown;
}

async function events(companyId: string): Promise<TStoredEvent[]> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ev)',
      ExpressionAttributeValues: { ':pk': keys.auditPk(companyId), ':ev': keys.auditEventsPrefix },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []) as TStoredEvent[];
}

describe('the audit log from the table stream (local stack)', () => {
  const companyId = `aud${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const userId = randomUUID();

  beforeAll(async () => {
    await drainEvents();
  });

  it('a stamped create makes exactly one event; an unstamped write and a stamped write changing nothing make none', async () => {
    await putUser(companyId, userId, { _aud: stamp(companyId, { o: 'users.create' }) });
    await drainEvents();
    let log = await events(companyId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      seq: 1,
      action: 'users.create',
      actor_kind: 'user',
      actor_id: 'someone',
      target_type: 'user',
      target_id: userId,
      source_ip: '198.51.100.7',
      outcome: 'success',
      gsi1pk: keys.auditActorIndexPk(companyId, 'someone'),
      gsi2pk: keys.auditTargetIndexPk(companyId, 'user', userId),
      gsi3pk: keys.auditActionIndexPk(companyId, 'users.create'),
      _et: 'AuditEvent',
    });
    expect(log[0]?.pii.target_name).toBe('Robin Audit');
    expect(log[0]?.pii.changes).toContainEqual({ field: 'email', after: `${userId}@audit.test` });

    // Unstamped: the update keeps the old stamp, so this write was not stamped.
    await updateUser(companyId, userId, { first_name: 'Unaudited' });
    // Stamped, but only bookkeeping changed.
    await updateUser(companyId, userId, { _aud: stamp(companyId), updated_at: new Date().toISOString() });
    // An unstamped item of its own.
    await putUser(companyId, randomUUID());
    await drainEvents();
    log = await events(companyId);
    expect(log).toHaveLength(1);
  });

  it('a stamped update records the change with its before and after; a delete after its stamp records the removal', async () => {
    await updateUser(companyId, userId, { role_id: 4, _aud: stamp(companyId, { o: 'users.changeRole' }) });
    await updateUser(companyId, userId, { _aud: stamp(companyId, { o: 'users.delete', d: 1 }) });
    await documentClient().send(
      new DeleteCommand({ TableName: table(), Key: { pk: keys.company(companyId), sk: keys.userSk(userId) } }),
    );
    await drainEvents();
    const log = await events(companyId);
    expect(log.map((event) => [event.seq, event.action])).toEqual([
      [1, 'users.create'],
      [2, 'users.changeRole'],
      [3, 'users.delete'],
    ]);
    expect(log[1]?.pii.changes).toEqual([{ field: 'role_id', before: 3, after: 4 }]);
    expect(log[2]?.pii.changes).toContainEqual({ field: 'first_name', before: 'Unaudited' });
    // The chain: each event names the one before, in time order.
    expect(log[1]?.prev_hash).toBe(log[0]?.hash);
    expect(log[2]?.prev_hash).toBe(log[1]?.hash);
    const head = await documentClient().send(
      new GetCommand({
        TableName: table(),
        Key: { pk: keys.auditPk(companyId), sk: keys.auditHeadSk },
        ConsistentRead: true,
      }),
    );
    expect(head.Item).toMatchObject({ seq: 3, hash: log[2]?.hash, _et: 'AuditHead' });
  });

  it('a redelivered record appends nothing', async () => {
    const before = await events(companyId);
    const first = before[0];
    const record: TStreamRecord = {
      eventID: String(first?.event_id),
      eventName: 'INSERT',
      dynamodb: {
        SequenceNumber: '1',
        NewImage: {
          pk: { S: keys.company(companyId) },
          sk: { S: keys.userSk(userId) },
          _et: { S: 'User' },
          first_name: { S: 'Robin' },
          _aud: { S: stamp(companyId, { o: 'users.create', t: first?.at }) },
        },
      },
    };
    const result = await consumeAuditStream([record]);
    expect(result).toMatchObject({ appended: 0, skipped: 1, batchItemFailures: [] });
    expect(await events(companyId)).toHaveLength(before.length);
  });

  it("the daily archive copies the day's events as JSON lines, once (locally into the uploads bucket)", async () => {
    const log = await events(companyId);
    const day = String(log[0]?.recorded_at).slice(0, 10);
    const next = new Date(`${day}T00:30:00.000Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    expect(await archiveAuditLog(next, undefined, new Set([companyId]))).toMatchObject({
      day,
      written: 1,
      present: 0,
      failed: 0,
    });
    const object = await s3Client().send(
      new GetObjectCommand({ Bucket: config.uploadsBucket, Key: auditArchiveKey(companyId, day) }),
    );
    const lines = (await object.Body?.transformToString())
      ?.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines?.map((line) => line.seq)).toEqual(
      log.filter((event) => String(event.recorded_at).startsWith(day)).map((event) => event.seq),
    );
    expect(lines?.[0]).toMatchObject({
      hash: log[0]?.hash,
      prev_hash: log[0]?.prev_hash,
      pii_digest: log[0]?.pii_digest,
    });
    expect(Object.keys(lines?.[0] ?? {}).filter((name) => /^(pk|sk|gsi\d)/.test(name))).toEqual([]);
    expect(await archiveAuditLog(next, undefined, new Set([companyId]))).toMatchObject({ written: 0, present: 1 });
  });

  it('the chain verifies; a changed field, a deleted event and changed personal data are found at their seq', async () => {
    expect(await verifyAuditChain(companyId)).toEqual({
      verified: true,
      events_checked: 3,
      head_seq: 3,
      first_broken: null,
    });
    const log = await events(companyId);
    const second = log[1] as TStoredEvent;
    const key = { pk: second.pk, sk: second.sk };

    await documentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        UpdateExpression: 'SET #a = :a',
        ExpressionAttributeNames: { '#a': 'action' },
        ExpressionAttributeValues: { ':a': 'users.view' },
      }),
    );
    expect((await verifyAuditChain(companyId)).first_broken).toEqual({
      seq: 2,
      id: second.event_id,
      reason: AUDIT_BREAK_REASON.CHANGED,
    });

    await documentClient().send(
      new PutCommand({ TableName: table(), Item: { ...second, pii: { ...second.pii, actor_name: 'Someone Else' } } }),
    );
    expect((await verifyAuditChain(companyId)).first_broken).toMatchObject({
      seq: 2,
      reason: AUDIT_BREAK_REASON.PERSONAL_DATA,
    });

    await documentClient().send(new DeleteCommand({ TableName: table(), Key: key }));
    expect((await verifyAuditChain(companyId)).first_broken).toMatchObject({
      seq: 2,
      id: log[2]?.event_id,
      reason: AUDIT_BREAK_REASON.MISSING,
    });

    await documentClient().send(new PutCommand({ TableName: table(), Item: second }));
    expect((await verifyAuditChain(companyId)).verified).toBe(true);
    await documentClient().send(new DeleteCommand({ TableName: table(), Key: { pk: log[2]?.pk, sk: log[2]?.sk } }));
    expect((await verifyAuditChain(companyId)).first_broken).toMatchObject({
      seq: 3,
      reason: AUDIT_BREAK_REASON.MISSING_AT_END,
    });
  });
});

describe('two consumers appending to one company at once (two shards)', () => {
  it('never fork the chain: every event is placed once, in one line, and the chain verifies', async () => {
    const companyId = `aud${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const drafts = (lane: string): TAuditDraft[] =>
      Array.from({ length: 30 }, (_, i) => ({
        companyId,
        eventId: `${lane}-${i}`,
        at: new Date(Date.now() + i).toISOString(),
        action: 'users.update',
        actorKind: 'system',
        actorId: 'system',
        actorName: 'System',
        target: { type: 'user', id: `u${i}`, name: `User ${i}` },
        requestId: `${lane}-${i}`,
        sourceIp: '',
        outcome: 'success',
        changes: [{ field: 'n', before: i, after: i + 1 }],
      }));
    // One event a transaction in lane A, a group of them in lane B: they race for the head throughout.
    const laneA = drafts('a');
    await Promise.all([
      (async () => {
        for (const draft of laneA) await appendAuditDrafts(companyId, [draft]);
      })(),
      appendAuditDrafts(companyId, drafts('b')),
    ]);
    const log = await events(companyId);
    expect(log.map((event) => event.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(log.map((event) => event.event_id)).size).toBe(60);
    expect(await verifyAuditChain(companyId)).toMatchObject({ verified: true, events_checked: 60, head_seq: 60 });
  }, 60_000);
});
