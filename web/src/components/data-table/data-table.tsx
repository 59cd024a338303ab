import { useLingui } from '@lingui/react/macro';
import { Box, Checkbox, LoadingOverlay, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useScrollRegion } from '../../lib/use-scroll-region';
import { RowCards } from './row-cards';
import { RowCheckbox, rowSelection, type TRowSelection } from './row-selection';
import { SortHeader } from './sort-header';
import type { TDataTableProps } from './table-types';

/**
 * A list table: sortable headings, optional row selection with select-all for the rows shown, a loading
 * overlay that keeps the previous rows in place, and an empty message. Below the `sm` breakpoint (a phone) the same
 * rows show as cards (RowCards): each value under its column's heading, the actions at the card's foot, nothing
 * squeezed or pushed off the screen sideways.
 */
export function DataTable<T>(props: TDataTableProps<T>) {
  const theme = useMantineTheme();
  // The complement of Mantine's `visibleFrom="sm"`; known at the first render, so a phone never draws the table first.
  const phone = useMediaQuery(`not all and (min-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const { rows, rowId, selection, rowLocked } = props;
  const select = selection ? rowSelection(rows, rowId, selection, rowLocked) : null;
  return phone ? <RowCards {...props} select={select} /> : <TableLayout {...props} select={select} />;
}

function TableLayout<T>({
  caption,
  columns,
  rows,
  rowId,
  rowLabel,
  loading = false,
  empty,
  emptyHint,
  orderBy,
  sortedBy,
  onSort,
  rowLocked,
  minWidth = 720,
  select,
}: TDataTableProps<T> & { select: TRowSelection | null }) {
  const { t } = useLingui();
  const span = columns.length + (select ? 1 : 0);
  const scrollRegion = useScrollRegion<HTMLDivElement>(t`${caption} (scrolls sideways)`);

  return (
    <Box pos="relative">
      <LoadingOverlay
        visible={loading}
        zIndex={2}
        overlayProps={{ blur: 1 }}
        loaderProps={{ role: 'img', 'aria-label': t`Loading` }}
      />
      {/* Positioned, so absolutely placed bits inside cells (visually hidden labels, checkbox inputs) are clipped
          with the table rather than widening the page on a phone. */}
      {/* Keyboard users can scroll it too: focusable and named while it overflows (a phone). */}
      <Table.ScrollContainer minWidth={minWidth} type="native" pos="relative" {...scrollRegion}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {select && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t`Select all rows on this page`}
                    checked={select.all}
                    indeterminate={select.some}
                    onChange={select.toggleAll}
                    disabled={select.none}
                  />
                </Table.Th>
              )}
              {columns.map((column) => (
                <SortHeader
                  key={column.key}
                  sortKey={column.sortKey}
                  orderBy={orderBy}
                  sortedBy={sortedBy}
                  onSort={onSort}
                  width={column.width}
                >
                  {column.header}
                </SortHeader>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !loading && (
              <Table.Tr>
                <Table.Td colSpan={span}>
                  <Text ta="center" c="dimmed" pt="lg" pb={emptyHint ? 4 : 'lg'}>
                    {empty}
                  </Text>
                  {emptyHint && (
                    <Text ta="center" c="dimmed" size="sm" pb="lg">
                      {emptyHint}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            )}
            {rows.length === 0 && loading && (
              <Table.Tr>
                <Table.Td colSpan={span} h={120} />
              </Table.Tr>
            )}
            {rows.map((row) => {
              const id = rowId(row);
              const checked = select?.isSelected(id) ?? false;
              return (
                <Table.Tr key={id} bg={checked ? 'var(--mantine-color-indigo-light)' : undefined}>
                  {select && (
                    <Table.Td>
                      <RowCheckbox
                        name={rowLabel ? rowLabel(row) : id}
                        checked={checked}
                        locked={rowLocked?.(row)}
                        onToggle={() => select.toggleOne(id)}
                      />
                    </Table.Td>
                  )}
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
