import { $add } from 'dynamodb-toolbox/entity/actions/update';

type TCounterAdds<TKey extends string> = Partial<Record<TKey, ReturnType<typeof $add<number>>>>;

/** `ADD` updates for the counters that move (a counter at 0 is left out); `undefined` when none does. */
export function counterAdds<TKey extends string>(counters: Record<TKey, number>): TCounterAdds<TKey> | undefined {
  const entries = (Object.entries(counters) as [TKey, number][]).filter(([, by]) => by !== 0);
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.map(([name, by]) => [name, $add(by)])) as TCounterAdds<TKey>;
}
