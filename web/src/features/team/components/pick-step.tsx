import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { DataTable, TablePagination, type TColumn } from '../../../components/data-table';
import { SearchInput } from '../../../components/search-input';
import type { TListControls } from '../../../lib/use-list-params';

interface TPickStepProps<T> {
  filterLabel: string;
  caption: string;
  columns: readonly TColumn<T>[];
  rows: readonly T[];
  total: number;
  loading: boolean;
  empty: ReactNode;
  list: TListControls;
  rowId: (row: T) => string;
  rowLabel: (row: T) => string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Below this width the table scrolls sideways (phones). */
  minWidth: number;
}

/**
 * One step of the team-wide stepper: a filter searched on the server and a paged table (page size 5) whose ticks
 * are kept across pages and filters (the step's heading says how many are ticked in all).
 */
export function PickStep<T>({
  filterLabel,
  caption,
  columns,
  rows,
  total,
  loading,
  empty,
  list,
  rowId,
  rowLabel,
  selected,
  onChange,
  minWidth,
}: TPickStepProps<T>) {
  return (
    <Stack gap="sm" pt="sm">
      <SearchInput label={filterLabel} onSearch={list.setSearch} delayMs={300} />
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowId={rowId}
        rowLabel={rowLabel}
        loading={loading}
        empty={empty}
        selection={{ selected, onChange }}
        minWidth={minWidth}
      />
      <TablePagination
        total={total}
        page={list.params.page}
        limit={list.params.limit}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </Stack>
  );
}
