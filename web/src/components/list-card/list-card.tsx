import type { ReactNode } from 'react';
import { Group, Paper, Stack } from '@mantine/core';
import { SEARCH_DEBOUNCE_MS } from '@skillway/shared';
import { SearchInput } from '../search-input';
import { PagedTable, type TPagedTableProps } from './paged-table';

interface TListSearch {
  /** The search box's accessible name and placeholder. */
  label: string;
  /** How long typing must pause before the list is searched; a second unless the list says otherwise. */
  delayMs?: number;
}

export type TListCardProps<T> = TPagedTableProps<T> & {
  /** The search box; searching returns the list to page 1. */
  search?: TListSearch;
  /** Filters beside the search box (date range, groups, a view switch). */
  filters?: ReactNode;
  /** Actions at the far end of the toolbar (exports, Enrol Users). */
  actions?: ReactNode;
  /** What sits between the toolbar and the table: bulk actions for the ticked rows. */
  children?: ReactNode;
  /** false: the list sits in a panel of its own, without the card's border. */
  framed?: boolean;
};

/**
 * Every paged list screen's card: search, filters and actions on top, then bulk actions, the load error, the
 * table with its loading and empty states, page sizes and pagination.
 */
export function ListCard<T>({ search, filters, actions, children, framed = true, ...table }: TListCardProps<T>) {
  const hasToolbar = Boolean(search || filters || actions);
  const body = (
    <Stack gap="md">
      {hasToolbar && (
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
          <Group gap="sm" wrap="wrap" align="flex-end" style={{ flex: 1 }}>
            {search && (
              <SearchInput
                label={search.label}
                delayMs={search.delayMs ?? SEARCH_DEBOUNCE_MS}
                onSearch={table.list.setSearch}
                w={{ base: '100%', xs: 300 }}
              />
            )}
            {filters}
          </Group>
          {actions && (
            <Group gap="xs" wrap="wrap">
              {actions}
            </Group>
          )}
        </Group>
      )}
      {children}
      <PagedTable {...table} />
    </Stack>
  );
  if (!framed) return body;
  return (
    <Paper withBorder radius="md" p="md">
      {body}
    </Paper>
  );
}
