import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { MSG } from '@skillway/shared';
import { specText } from '../../i18n/spec-text';
import type { TListControls } from '../../lib/use-list-params';
import { DataTable, TablePagination, type TDataTableProps } from '../data-table';

export type TPagedTableProps<T> = Omit<TDataTableProps<T>, 'orderBy' | 'sortedBy' | 'onSort'> & {
  /** The list's controls (search, sort, page, page size), shared with its query. */
  list: TListControls;
  /** Rows across all pages. */
  total: number;
  /** The list failed to load: the generic error shows above the table, which keeps any rows it had. */
  failed?: boolean;
  /** Loads the list again (the error's Try again button). */
  onRetry?: () => unknown;
  /** Page sizes offered; the spec's 5, 10, 15 unless a list fixes its own. */
  pageSizes?: readonly number[];
  /** 'several-pages' hides the paging while everything fits on one page (a short log needs none). */
  paging?: 'always' | 'several-pages';
  /** Styles reaching into the table (a sticky action column). */
  tableClassName?: string;
};

/**
 * A paged, sortable table driven by one set of list controls: the load error, the table with its loading and
 * empty states, and the page size and page buttons under it.
 */
export function PagedTable<T>({
  list,
  total,
  failed = false,
  onRetry,
  pageSizes,
  paging = 'always',
  tableClassName,
  ...table
}: TPagedTableProps<T>) {
  const { t } = useLingui();
  const showPaging = paging === 'always' || total > list.params.limit;
  const content: ReactNode = (
    <DataTable
      {...table}
      // A list that could not load is not an empty one: no "nothing here" line under the error.
      empty={failed ? t`Nothing to show until the list loads.` : table.empty}
      emptyHint={failed ? undefined : table.emptyHint}
      orderBy={list.params.orderBy}
      sortedBy={list.params.sortedBy}
      onSort={list.toggleSort}
    />
  );
  return (
    <Stack gap="sm">
      {failed && (
        <Alert color="red">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{specText(MSG.GENERIC_ERROR)}</Text>
            {onRetry && (
              <Button size="xs" variant="default" onClick={() => void onRetry()}>
                <Trans>Try again</Trans>
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {tableClassName ? <Box className={tableClassName}>{content}</Box> : content}
      {showPaging && (
        <TablePagination
          total={total}
          page={list.params.page}
          limit={list.params.limit}
          onPage={list.setPage}
          onLimit={list.setLimit}
          pageSizes={pageSizes}
        />
      )}
    </Stack>
  );
}
