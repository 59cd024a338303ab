import { USER_SORT_FIELDS, parseSearch } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';

/**
 * The user list's filters and order, applied in memory to one company's users (at most 500, read in one Query).
 * Pure, so the rules are unit-tested without a table.
 */
export interface TUserFilter {
  /** `search=first_name:..;last_name:..;email:..` (the spec sends the same text for both names: any may match). */
  search?: string;
  /** yyyy-mm-dd, inclusive, on the created date (UTC). */
  start?: string;
  end?: string;
  /** Users in any of these groups. */
  groups?: readonly string[];
  /** user id -> group ids, needed when `groups` is given. */
  memberships?: ReadonlyMap<string, readonly string[]>;
}

/**
 * A user's columns in the lists of people beside the users screen (a group's members, a course's or playlist's enrol
 * lists), by name: what `search=field:text` may name and `orderBy` may sort on.
 */
export const PERSON_LIST_FIELDS = {
  first_name: (user: TUserItem) => user.first_name,
  last_name: (user: TUserItem) => user.last_name,
  email: (user: TUserItem) => user.email,
  unique_id: (user: TUserItem) => user.unique_id ?? '',
};

const SEARCHABLE = ['first_name', 'last_name', 'email'] as const;

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** True when the user matches the search: any named field, or the full name, contains the text (case-insensitive). */
export function matchesSearch(
  user: Pick<TUserItem, 'first_name' | 'last_name' | 'email'>,
  search: string | undefined,
): boolean {
  const terms = parseSearch(search);
  const wanted = Object.entries(terms).filter(([field]) => (SEARCHABLE as readonly string[]).includes(field));
  // A bare `search=text` (no field) searches the names too.
  if (wanted.length === 0 && search && !search.includes(':'))
    wanted.push(['first_name', search], ['last_name', search]);
  if (wanted.length === 0) return true;
  const fullName = fold(`${user.first_name} ${user.last_name}`);
  return wanted.some(([field, text]) => {
    const needle = fold(text);
    const value = fold(String(user[field as (typeof SEARCHABLE)[number]] ?? ''));
    return value.includes(needle) || fullName.includes(needle);
  });
}

export function createdWithin(createdAt: string, start?: string, end?: string): boolean {
  const day = createdAt.slice(0, 10);
  if (start && day < start) return false;
  if (end && day > end) return false;
  return true;
}

export function filterUsers<T extends TUserItem>(users: readonly T[], filter: TUserFilter): T[] {
  const groupSet = filter.groups && filter.groups.length > 0 ? new Set(filter.groups) : undefined;
  return users.filter((user) => {
    if (!matchesSearch(user, filter.search)) return false;
    if (!createdWithin(user.created_at, filter.start, filter.end)) return false;
    if (groupSet) {
      const mine = filter.memberships?.get(user.user_id) ?? [];
      if (!mine.some((groupId) => groupSet.has(groupId))) return false;
    }
    return true;
  });
}

type TUserSortField = (typeof USER_SORT_FIELDS)[number];

function isUserSortField(value: string | undefined): value is TUserSortField {
  return !!value && (USER_SORT_FIELDS as readonly string[]).includes(value);
}

let collator: Intl.Collator | undefined;

/** Built on first use: a collator loads ICU's collation data (about 6.5 ms of CPU a Lambda would spend at import). */
function nameCollator(): Intl.Collator {
  return (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true }));
}

/**
 * Sorted copy. Names compare case- and accent-insensitively; a missing last login sorts last whatever the direction.
 * Ties fall back to the names, then the id, so pages never overlap. Default: newest first.
 */
export function sortUsers<T extends TUserItem>(users: readonly T[], orderBy?: string, sortedBy?: 'asc' | 'desc'): T[] {
  const field: TUserSortField = isUserSortField(orderBy) ? orderBy : 'created_at';
  const direction = sortedBy ?? (isUserSortField(orderBy) ? 'asc' : 'desc');
  const sign = direction === 'asc' ? 1 : -1;
  const tieBreak = (a: T, b: T) =>
    nameCollator().compare(a.first_name, b.first_name) ||
    nameCollator().compare(a.last_name, b.last_name) ||
    a.user_id.localeCompare(b.user_id);
  return [...users].sort((a, b) => {
    const va = field === 'last_login' ? a.last_login : a[field];
    const vb = field === 'last_login' ? b.last_login : b[field];
    if (!va && vb) return 1;
    if (va && !vb) return -1;
    const primary =
      va && vb
        ? field === 'first_name' || field === 'last_name'
          ? nameCollator().compare(va, vb)
          : va.localeCompare(vb)
        : 0;
    return primary * sign || tieBreak(a, b);
  });
}
