import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@skillway/shared';

export type TSortDirection = 'asc' | 'desc';

export interface TListParams {
  page: number;
  limit: number;
  orderBy?: string;
  sortedBy?: TSortDirection;
  search: string;
}

/**
 * A paged list's state: page, page size, sort and search. Anything that changes which rows match (search,
 * page size, filters through `resetPage`) returns to page 1, as the spec asks of the user search.
 */
export function useListParams(initial: Partial<TListParams> = {}) {
  const [params, setParams] = useState<TListParams>({
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
    search: '',
    ...initial,
  });

  const setPage = useCallback((page: number) => setParams((p) => ({ ...p, page })), []);
  const setLimit = useCallback((limit: number) => setParams((p) => ({ ...p, limit, page: 1 })), []);
  const setSearch = useCallback((search: string) => setParams((p) => ({ ...p, search, page: 1 })), []);
  const resetPage = useCallback(() => setParams((p) => ({ ...p, page: 1 })), []);
  /** Same column: flips the direction; a new column starts ascending. */
  const toggleSort = useCallback(
    (orderBy: string) =>
      setParams((p) => ({
        ...p,
        orderBy,
        sortedBy: p.orderBy === orderBy && p.sortedBy === 'asc' ? 'desc' : 'asc',
        page: 1,
      })),
    [],
  );

  return { params, setPage, setLimit, setSearch, resetPage, toggleSort };
}

export type TListControls = ReturnType<typeof useListParams>;

/** The spec's search format for names: `first_name:{text};last_name:{text}`, or `name:{text}`. */
export function searchQuery(text: string, fields: readonly string[]): string | undefined {
  const clean = text.trim().replace(/[;:]/g, ' ').trim();
  if (!clean) return undefined;
  return fields.map((field) => `${field}:${clean}`).join(';');
}

/** The paging part of a list call's query string. */
export function pageQuery(params: TListParams) {
  return {
    page: params.page,
    limit: params.limit,
    orderBy: params.orderBy,
    sortedBy: params.orderBy ? params.sortedBy : undefined,
  };
}
