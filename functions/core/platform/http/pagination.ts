import type { TPaginationMeta } from '@skillway/shared';
import { DEFAULT_PAGE_SIZE } from '@skillway/shared';

/** One page of an in-memory list plus the `meta.pagination` the spec's lists carry. */
export function paginate<T>(
  items: readonly T[],
  input: { page?: number; limit?: number; path: string },
): { data: T[]; meta: TPaginationMeta } {
  const perPage = Math.max(1, input.limit ?? DEFAULT_PAGE_SIZE);
  const total = items.length;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const currentPage = Math.min(Math.max(1, input.page ?? 1), totalPages);
  const data = items.slice((currentPage - 1) * perPage, currentPage * perPage);
  const link = (page: number) => `${input.path}?page=${page}&limit=${perPage}`;
  return {
    data,
    meta: {
      pagination: {
        total,
        count: data.length,
        per_page: perPage,
        current_page: currentPage,
        total_pages: totalPages,
        links: {
          ...(currentPage < totalPages ? { next: link(currentPage + 1) } : {}),
          ...(currentPage > 1 ? { previous: link(currentPage - 1) } : {}),
        },
      },
    },
  };
}
