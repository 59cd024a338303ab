/**
 * A new order is valid when it lists every material of the course exactly once (no strangers, no repeats, none
 * missing): a stale screen cannot silently drop or duplicate material.
 */
export function isCompleteOrder(current: readonly string[], proposed: readonly string[]): boolean {
  if (current.length !== proposed.length) return false;
  const wanted = new Set(current);
  const seen = new Set<string>();
  for (const id of proposed) {
    if (!wanted.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}
