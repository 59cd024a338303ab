import type { UseQueryResult } from '@tanstack/react-query';

/** What a paged list call answers: one page of rows and the total across pages. */
interface TPage<T> {
  data: T[];
  meta: { pagination: { total: number } };
}

/** A paged query's rows and total as a table shows them: none and 0 until the first page arrives. */
export function pageRows<T>(query: Pick<UseQueryResult<TPage<T>>, 'data'>): { rows: T[]; total: number } {
  return { rows: query.data?.data ?? [], total: query.data?.meta.pagination.total ?? 0 };
}

/**
 * The props of a `ListCard` or `PagedTable` that its paged query answers: rows, total, loading while it fetches,
 * and the load error with its Try again.
 */
export function pagedQueryProps<T>(query: UseQueryResult<TPage<T>>) {
  return { ...pageRows(query), loading: query.isFetching, failed: query.isError, onRetry: query.refetch };
}
