import { plural, t } from '@lingui/core/macro';

/**
 * The enrol panels' selection rules, kept apart from the screens so they can be reasoned about (and tested) alone.
 */

/** What the panels need of a listed user or group: an id, a name to filter on, and why it cannot be ticked. */
export interface TPickable {
  id: string;
  /** The text the name filter matches (full name and email for users, the name for groups). */
  searchText: string;
  /** Set when the row cannot be ticked on its own (a user enrolled through a group); the tooltip text. */
  locked?: string;
}

/** The spec's name filter: case-insensitive, matching anywhere in the row's name text. */
export function matchesFilter(row: TPickable, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  return !needle || row.searchText.toLowerCase().includes(needle);
}

/** The rows a select-all may tick: everything but the locked ones (users enrolled through a group). */
export function selectableIds(rows: readonly TPickable[]): string[] {
  return rows.filter((row) => !row.locked).map((row) => row.id);
}

/** Today as the date picker and the API take it (YYYY-MM-DD, local time): the earliest deadline allowed. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The enrol button names what it will do ("Enrol 3 users", "Enrol 2 groups (14 people)", "Enrol 1 user and 1
 * group", "Enrol All Users"); with nothing ticked it keeps the panel's own label, and pressing it explains.
 * `groupMembers` is the sum of the ticked groups' member counts, as the Groups step lists them.
 */
export function enrolSubmitLabel(
  fallback: string,
  selection: { users: number; groups: number; groupMembers: number; enrolAll: boolean },
): string {
  const { users, groups, groupMembers, enrolAll } = selection;
  if (enrolAll) return t`Enrol All Users`;
  if (users > 0 && groups > 0)
    return t`Enrol ${plural(users, { one: '# user', other: '# users' })} and ${plural(groups, { one: '# group', other: '# groups' })}`;
  if (users > 0) return t`Enrol ${plural(users, { one: '# user', other: '# users' })}`;
  if (groups > 0)
    return t`Enrol ${plural(groups, { one: '# group', other: '# groups' })} (${plural(groupMembers, { one: '# person', other: '# people' })})`;
  return fallback;
}
