/**
 * Runs `work` on each item, at most `limit` at once (the daily runs' companies, and a company's due items): the
 * runs stay bounded in the reads and writes they have in flight, whatever a day holds.
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(workers);
}
