import { QueryCommand as RawQueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { XAPI_FORWARDING_LIMITS } from '@skillway/shared';
import { documentClient } from '../../../platform/clients/dynamodb';
import { config } from '../../../platform/config';
import { readAllByKeys } from '../../../platform/db/batch-read';
import { batchWriteAll, deleteTableKeys } from '../../../platform/db/batch-write';
import {
  xapiForwardDeadLetterEntity,
  xapiForwardPendingEntity,
  xapiForwardPurgeEntity,
  type TXapiForwardDeadLetterItem,
} from '../../../platform/db/entities/xapi-forwarding';
import { keys } from '../../../platform/db/keys';
import { SkillwayTable } from '../../../platform/db/table';
import { TABLE_KEYS } from '../../../platform/definitions/table';

export type { TXapiForwardDeadLetterItem };

/**
 * One target's queue (`XFQ#<storedId>`, keys only) and dead letters (`XFD#<storedId>`) in the target's own partition
 * `C#<cid>#XF#<targetId>`, so a Query reads either in stored order and deleting the target empties one partition.
 */

/** Puts statements in a target's queue (a repeat is the same item again: safe to repeat). */
export async function enqueue(companyId: string, targetId: string, storedIds: readonly string[]): Promise<void> {
  await batchWriteAll(
    storedIds.map((storedId) =>
      xapiForwardPendingEntity()
        .build(BatchPutRequest)
        .item({ company_id: companyId, target_id: targetId, stored_id: storedId }),
    ),
  );
}

export async function removePending(companyId: string, targetId: string, storedIds: readonly string[]): Promise<void> {
  if (storedIds.length === 0) return;
  await batchWriteAll(
    storedIds.map((storedId) =>
      xapiForwardPendingEntity()
        .build(BatchDeleteRequest)
        .key({ company_id: companyId, target_id: targetId, stored_id: storedId }),
    ),
  );
}

/** The oldest pending statements' stored ids, in stored order. */
export async function readPending(companyId: string, targetId: string, limit: number): Promise<string[]> {
  const { Items = [] } = await SkillwayTable.build(QueryCommand)
    .entities(xapiForwardPendingEntity())
    .query({
      partition: keys.xapiForwardQueuePk(companyId, targetId),
      range: { beginsWith: keys.xapiForwardPendingPrefix },
    })
    .options({ consistent: true, limit })
    .send();
  return Items.map((item) => item.stored_id);
}

/**
 * Items under a prefix of a target's partition, counted up to `cap` (a Query of keys only, stopping at the cap):
 * `more` when there are at least that many.
 */
export async function countUpTo(
  companyId: string,
  targetId: string,
  prefix: string,
  cap: number = XAPI_FORWARDING_LIMITS.countCap,
): Promise<{ count: number; more: boolean }> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await documentClient().send(
      new RawQueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
        ExpressionAttributeNames: { '#pk': TABLE_KEYS.partitionKey, '#sk': TABLE_KEYS.sortKey },
        ExpressionAttributeValues: { ':pk': keys.xapiForwardQueuePk(companyId, targetId), ':prefix': prefix },
        Select: 'COUNT',
        Limit: cap - count,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    count += answer.Count ?? 0;
    start = answer.LastEvaluatedKey;
  } while (start && count < cap);
  return { count: Math.min(count, cap), more: count >= cap };
}

export interface TDeadLetterInput {
  storedId: string;
  statementId: string;
  verbId: string;
  objectId?: string;
  stored: string;
  attempts: number;
  error: string;
}

/** Moves statements from the queue to the dead-letter list (each put before its queue item goes: nothing is lost). */
export async function deadLetter(
  companyId: string,
  targetId: string,
  letters: readonly TDeadLetterInput[],
  now: Date,
): Promise<void> {
  if (letters.length === 0) return;
  await batchWriteAll(
    letters.map((letter) =>
      xapiForwardDeadLetterEntity()
        .build(BatchPutRequest)
        .item({
          company_id: companyId,
          target_id: targetId,
          stored_id: letter.storedId,
          statement_id: letter.statementId,
          verb_id: letter.verbId,
          ...(letter.objectId ? { object_id: letter.objectId } : {}),
          stored: letter.stored,
          attempts: letter.attempts,
          error: letter.error,
          created_at: now.toISOString(),
        }),
    ),
  );
  await removePending(
    companyId,
    targetId,
    letters.map((letter) => letter.storedId),
  );
}

/** A page of dead letters in stored order, after the stored id `after`. */
export async function listDeadLetters(
  companyId: string,
  targetId: string,
  options: { after?: string; limit: number },
): Promise<{ items: TXapiForwardDeadLetterItem[]; next: string | null }> {
  const pk = keys.xapiForwardQueuePk(companyId, targetId);
  const { Items = [], LastEvaluatedKey } = await SkillwayTable.build(QueryCommand)
    .entities(xapiForwardDeadLetterEntity())
    .query({ partition: pk, range: { beginsWith: keys.xapiForwardDeadLettersPrefix } })
    .options({
      consistent: true,
      limit: options.limit,
      ...(options.after ? { exclusiveStartKey: { pk, sk: keys.xapiForwardDeadLetterSk(options.after) } } : {}),
    })
    .send();
  return { items: Items, next: LastEvaluatedKey && Items.length > 0 ? Items.at(-1)!.stored_id : null };
}

/** The dead letters named (absent ones left out), or the oldest `limit` when none are named. */
export async function findDeadLetters(
  companyId: string,
  targetId: string,
  storedIds: readonly string[] | undefined,
  limit: number,
): Promise<{ items: TXapiForwardDeadLetterItem[]; more: boolean }> {
  if (!storedIds) {
    const page = await listDeadLetters(companyId, targetId, { limit });
    return { items: page.items, more: page.next !== null };
  }
  const found = await readAllByKeys<string, TXapiForwardDeadLetterItem>(storedIds, (storedId) =>
    xapiForwardDeadLetterEntity()
      .build(BatchGetRequest)
      .key({ company_id: companyId, target_id: targetId, stored_id: storedId }),
  );
  return { items: found.sort((a, b) => (a.stored_id < b.stored_id ? -1 : 1)), more: false };
}

/** Dead letters back to the queue (the queue item first, then the dead letter goes). */
export async function requeueDeadLetters(
  companyId: string,
  targetId: string,
  items: readonly TXapiForwardDeadLetterItem[],
): Promise<void> {
  await enqueue(
    companyId,
    targetId,
    items.map((item) => item.stored_id),
  );
  await discardDeadLetters(companyId, targetId, items);
}

export async function discardDeadLetters(
  companyId: string,
  targetId: string,
  items: readonly TXapiForwardDeadLetterItem[],
): Promise<void> {
  if (items.length === 0) return;
  await batchWriteAll(
    items.map((item) =>
      xapiForwardDeadLetterEntity()
        .build(BatchDeleteRequest)
        .key({ company_id: companyId, target_id: targetId, stored_id: item.stored_id }),
    ),
  );
}

/**
 * Empties a deleted target's partition, up to `maxItems` items this call (oldest first). When items remain, a purge
 * marker in the due index hands the rest to the forwarding schedule; once empty the marker goes last. Answers
 * whether the partition is empty.
 */
export async function purgeQueue(
  companyId: string,
  targetId: string,
  options: { now: Date; maxItems: number },
): Promise<boolean> {
  const pk = keys.xapiForwardQueuePk(companyId, targetId);
  let removed = 0;
  for (;;) {
    const answer = await documentClient().send(
      new RawQueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': TABLE_KEYS.partitionKey, '#sk': TABLE_KEYS.sortKey },
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: '#pk, #sk',
        ConsistentRead: true,
        Limit: 100,
      }),
    );
    const items = (answer.Items ?? []) as { pk: string; sk: string }[];
    const rest = items.filter((item) => item.sk !== keys.xapiForwardPurgeSk);
    if (rest.length === 0) {
      if (items.length > 0) await deleteTableKeys(items);
      return true;
    }
    if (removed >= options.maxItems) {
      await xapiForwardPurgeEntity()
        .build(PutItemCommand)
        .item({
          company_id: companyId,
          target_id: targetId,
          gsi2pk: keys.xapiForwardDueIndexPk,
          gsi2sk: keys.xapiForwardDueIndexSk(options.now.toISOString(), companyId, targetId),
        })
        .send();
      return false;
    }
    await deleteTableKeys(rest);
    removed += rest.length;
  }
}

/**
 * After statements went into the queue: `seq` moves (a delivery run that finds the queue empty leaves the due index
 * alone when it moved meanwhile) and the due index is set unless already (a waiting retry keeps its time). False
 * when the target is gone (the caller takes its statements out again).
 */
export async function markEnqueued(companyId: string, targetId: string, now: Date): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk: keys.company(companyId), sk: keys.xapiForwardTargetSk(targetId) },
        UpdateExpression: 'ADD #seq :one SET #gpk = if_not_exists(#gpk, :gpk), #gsk = if_not_exists(#gsk, :gsk)',
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#seq': 'seq', '#gpk': 'gsi2pk', '#gsk': 'gsi2sk', '#pk': TABLE_KEYS.partitionKey },
        ExpressionAttributeValues: {
          ':one': 1,
          ':gpk': keys.xapiForwardDueIndexPk,
          ':gsk': keys.xapiForwardDueIndexSk(now.toISOString(), companyId, targetId),
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
