import { execute, isTransactionCancelled } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { ExecuteTransactWriteInput } from 'dynamodb-toolbox/entity/actions/transactWrite';

/** One write of a TransactWriteItems call, as dynamodb-toolbox builds it. */
export type TTransactWrite = Extract<ExecuteTransactWriteInput[number], { entity: unknown }>;

/** DynamoDB's limit of items per TransactWriteItems call. */
export const MAX_TRANSACTION_ITEMS = 100;

/** The cancellation code of each write of a cancelled transaction ('None' for writes that were fine). */
export function cancellationCodes(error: unknown): string[] | undefined {
  if (!isTransactionCancelled(error)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason?.Code ?? 'None');
}

/**
 * True when a write lost a race with a transaction (not a failed condition), worth retrying as is: a transaction
 * cancelled with TransactionConflict, or a single-item write refused with TransactionConflictException because a
 * transaction held the item at that moment (the SDK does not retry that one itself).
 */
export function isWriteConflict(error: unknown): boolean {
  if (error instanceof Error && error.name === 'TransactionConflictException') return true;
  const codes = cancellationCodes(error);
  return !!codes && codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/** Runs the writes as one transaction (at most 100), retrying a few times with jitter when it lost a race. */
export async function transact(writes: TTransactWrite[], attempts = 5): Promise<void> {
  if (writes.length === 0) return;
  if (writes.length > MAX_TRANSACTION_ITEMS)
    throw new Error(`a transaction holds at most ${MAX_TRANSACTION_ITEMS} writes`);
  for (let attempt = 1; ; attempt++) {
    try {
      await execute(...writes);
      return;
    } catch (error) {
      if (!isWriteConflict(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 75));
    }
  }
}
