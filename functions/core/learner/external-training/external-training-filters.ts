import { parseSearch, type TExternalTrainingFilters } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import type { TExternalTrainingItem } from './external-training-repository';

const includes = (text: string, part: string) => text.toLowerCase().includes(part.trim().toLowerCase());

/** `search` is the course title as plain text, or the spec's `name:text`. */
function titleSearch(search: string | undefined): string | undefined {
  if (!search?.trim()) return undefined;
  const parsed = parseSearch(search);
  return parsed.name ?? (Object.keys(parsed).length > 0 ? undefined : search.trim());
}

/**
 * The report's filters, applied to the company's records: course title contains `search`, the user's first name,
 * surname, full name or email contains `searchUser`, completed on the day `completed`, type one of `type`.
 */
export function filterExternalTraining(
  records: readonly TExternalTrainingItem[],
  users: ReadonlyMap<string, TUserItem>,
  filters: TExternalTrainingFilters,
): TExternalTrainingItem[] {
  const title = titleSearch(filters.search);
  const who = filters.searchUser?.trim();
  const types = filters.type && filters.type.length > 0 ? new Set<number>(filters.type) : undefined;
  return records.filter((record) => {
    const user = users.get(record.user_id);
    if (!user) return false;
    if (title && !includes(record.name, title)) return false;
    if (who) {
      const fullName = `${user.first_name} ${user.last_name}`;
      if (![user.first_name, user.last_name, fullName, user.email].some((text) => includes(text, who))) return false;
    }
    if (filters.completed && record.completed !== filters.completed) return false;
    return !types || types.has(record.type);
  });
}
