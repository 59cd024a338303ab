import type { TPageQuery } from '@skillway/shared';
import { matchesSearch, sortBy } from '../../platform/http/list-options';
import { paginate } from '../../platform/http/pagination';

/** A row of My Team's assign panels (a course or a playlist): searched by name, sorted by name or Published. */
interface TAssignRow {
  name: string;
  published: boolean;
}

const SEARCH_FIELDS = { name: (row: TAssignRow) => row.name };
const SORT_FIELDS = { ...SEARCH_FIELDS, published: (row: TAssignRow) => (row.published ? 1 : 0) };

/** The assign panels' lists, searched by name, sorted (by name unless asked) and paged. */
export function pageAssignRows<T extends TAssignRow>(rows: T[], query: TPageQuery, path: string) {
  const wanted = rows.filter((row) => matchesSearch(row, query.search, SEARCH_FIELDS, ['name']));
  return paginate(sortBy(wanted, query.orderBy, query.sortedBy, SORT_FIELDS, 'name'), {
    page: query.page,
    limit: query.limit,
    path,
  });
}
