/**
 * DynamoDB still left keys or items of a batch unprocessed (it does so when throttled) after every attempt: a batch
 * read would otherwise take them for absent items, a batch write would drop them. The API answers 503
 * (http/service-faults.ts, by this name); the batch is safe to repeat.
 */
export class UnprocessedItemsError extends Error {
  constructor(readonly unprocessed: number) {
    super(`DynamoDB left ${unprocessed} key(s) or item(s) of a batch unprocessed after every attempt`);
    this.name = 'UnprocessedItemsError';
  }
}

/** How many requests a batch answer's UnprocessedKeys (`{table: {Keys}}`) or UnprocessedItems (`{table: [...]}`) hold. */
function count(unprocessed: Record<string, unknown> | undefined): number {
  let total = 0;
  for (const entry of Object.values(unprocessed ?? {})) {
    if (Array.isArray(entry)) total += entry.length;
    else if (entry && typeof entry === 'object' && Array.isArray((entry as { Keys?: unknown }).Keys)) {
      total += (entry as { Keys: unknown[] }).Keys.length;
    }
  }
  return total;
}

/**
 * The answer of a dynamodb-toolbox batch `execute` when every key or item was processed; UnprocessedItemsError
 * otherwise. Use as `execute(...).then(allProcessed)`.
 */
export function allProcessed<T extends { UnprocessedKeys?: object; UnprocessedItems?: object }>(result: T): T {
  const left =
    count(result.UnprocessedKeys as Record<string, unknown> | undefined) +
    count(result.UnprocessedItems as Record<string, unknown> | undefined);
  if (left > 0) throw new UnprocessedItemsError(left);
  return result;
}
