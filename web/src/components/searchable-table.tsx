import { Alert, Paper, Stack } from '@mantine/core';
import { MSG, SEARCH_DEBOUNCE_MS } from '@skillway/shared';
import type { TListControls } from '../lib/use-list-params';
import { DataTable, TablePagination, type TDataTableProps } from './data-table';
import { SearchInput } from './search-input';

type TSearchableTableProps<T> = Omit<TDataTableProps<T>, 'orderBy' | 'sortedBy' | 'onSort'> & {
  searchLabel: string;
  /** The page's list controls (search, sort, page, page size), shared with its query. */
  list: TListControls;
  total: number;
  failed: boolean;
};

/**
 * A server-paged list in a card: the search box (waits before searching and returns to page 1), the load error,
 * the sortable table and its pagination, all driven by one set of list controls.
 */
export function SearchableTable<T>({ searchLabel, list, total, failed, ...table }: TSearchableTableProps<T>) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <SearchInput label={searchLabel} delayMs={SEARCH_DEBOUNCE_MS} onSearch={list.setSearch} maw={360} />
        {failed && <Alert color="red">{MSG.GENERIC_ERROR}</Alert>}
        <DataTable {...table} orderBy={list.params.orderBy} sortedBy={list.params.sortedBy} onSort={list.toggleSort} />
        <TablePagination
          total={total}
          page={list.params.page}
          limit={list.params.limit}
          onPage={list.setPage}
          onLimit={list.setLimit}
        />
      </Stack>
    </Paper>
  );
}
