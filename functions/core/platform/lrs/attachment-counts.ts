import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, isConditionCheckFailed, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { lrsAttachmentCountEntity } from '../db/entities/lrs-statements';
import { keys } from '../db/keys';
import { MAX_TRANSACTION_ITEMS, transact, type TTransactWrite } from '../db/transactions';
import { requestFilesDeletion } from '../storage/request-file-deletion';

/**
 * How many stored statements name each attachment's content (issue 35): the counters move in the transactions that
 * store and delete statements (statement-repository.ts), so what a deletion leaves unnamed is known from the counters
 * alone, never by reading the store or listing the bucket. Content whose count comes back to 0 goes: its counter is
 * removed on the condition that it is still at most 0 (a statement stored meanwhile raised it), then its object is
 * deleted in the background (files.delete-requested: the functions that delete statements hold no S3 client) when it
 * was `held`, put in the bucket since counting began. A counter a deletion found missing (went below 0) says nothing
 * of the content: it is removed and the content left.
 */

/** Parallel calls of one release. */
const CONCURRENCY = 8;
/** Keys per files.delete-requested event (well inside EventBridge's 256 KB). */
const KEYS_PER_EVENT = 500;

/** ADD writes moving each SHA-2's count by `by` (an ADD makes the counter the first time). */
export function countWrites(companyId: string, sha2s: readonly string[], by: 1 | -1): TTransactWrite[] {
  return sha2s.map((sha2) =>
    lrsAttachmentCountEntity()
      .build(UpdateTransaction)
      .item({ company_id: companyId, sha2, count: $add(by) }),
  );
}

/** Moves counts outside a statement's own transaction (those it had no room for), at most 100 a transaction. */
export async function moveCounts(companyId: string, sha2s: readonly string[], by: 1 | -1): Promise<void> {
  for (let start = 0; start < sha2s.length; start += MAX_TRANSACTION_ITEMS)
    await transact(countWrites(companyId, sha2s.slice(start, start + MAX_TRANSACTION_ITEMS), by));
}

async function eachPooled(items: readonly string[], fn: (item: string) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += CONCURRENCY)
    await Promise.all(items.slice(start, start + CONCURRENCY).map(fn));
}

/**
 * Says the bucket holds this content since counting began: attachment-store.ts calls it after putting content the
 * company did not hold. Content found already there is left unmarked (it may be named by statements stored before).
 */
export async function markHeld(companyId: string, sha2s: readonly string[]): Promise<void> {
  await eachPooled(sha2s, async (sha2) => {
    await lrsAttachmentCountEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, sha2: sha2.toLowerCase(), held: 1 })
      .send();
  });
}

/** Removes the counter when it is at most 0; its count and `held` as they were, or undefined when it was not. */
async function removeIfUnnamed(companyId: string, sha2: string) {
  try {
    const { Attributes } = await lrsAttachmentCountEntity()
      .build(DeleteItemCommand)
      .key({ company_id: companyId, sha2 })
      .options({ condition: { attr: 'count', lte: 0 }, returnValues: 'ALL_OLD' })
      .send();
    return Attributes;
  } catch (error) {
    if (isConditionCheckFailed(error)) return undefined;
    throw error;
  }
}

/**
 * After a deletion lowered these counts: each counter back at 0 is removed and, when its content was held, the
 * content's deletion requested. Returns the keys requested.
 */
export async function releaseUnnamed(companyId: string, sha2s: readonly string[]): Promise<string[]> {
  const released: string[] = [];
  await eachPooled([...new Set(sha2s)], async (sha2) => {
    const old = await removeIfUnnamed(companyId, sha2);
    if (old?.count === 0 && old.held === 1) released.push(keys.lrsAttachmentKey(companyId, sha2));
  });
  for (let start = 0; start < released.length; start += KEYS_PER_EVENT)
    await requestFilesDeletion(companyId, { keys: released.slice(start, start + KEYS_PER_EVENT) });
  return released;
}
