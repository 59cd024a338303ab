/** The ids after moving `activeId` to where `overId` is (dnd-kit's drop), or null when nothing moves. */
export function moveId(ids: readonly string[], activeId: string, overId: string): string[] | null {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  return moveIndex(ids, from, to);
}

/** The ids with the one at `from` placed at `to` (clamped); null when nothing moves. */
export function moveIndex(ids: readonly string[], from: number, to: number): string[] | null {
  const target = Math.max(0, Math.min(ids.length - 1, to));
  if (from < 0 || from >= ids.length || from === target) return null;
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}
