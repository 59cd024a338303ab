import type { ReactNode } from 'react';
import { Box, Checkbox, LoadingOverlay, Table, Text, Tooltip } from '@mantine/core';
import type { TSortDirection } from '../../lib/use-list-params';
import { useScrollRegion } from '../../lib/use-scroll-region';
import { SortHeader } from './sort-header';

export interface TColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The API's orderBy field, when the column sorts. */
  sortKey?: string;
  width?: number | string;
}

interface TSelection {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

export interface TDataTableProps<T> {
  /** Accessible name of the table. */
  caption: string;
  columns: readonly TColumn<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  /** How a row is named to a screen reader ("Select Ada Lovelace"). */
  rowLabel?: (row: T) => string;
  loading?: boolean;
  empty: ReactNode;
  /** A second, smaller line under the empty message: what to do to fill the list. */
  emptyHint?: ReactNode;
  orderBy?: string;
  sortedBy?: TSortDirection;
  onSort?: (key: string) => void;
  selection?: TSelection;
  /**
   * A row that cannot be ticked returns why (shown as its checkbox's tooltip); select-all skips it. Such rows keep
   * whatever selection state they had.
   */
  rowLocked?: (row: T) => string | undefined;
  /** Below this width the table scrolls sideways instead of squeezing its columns (phones). */
  minWidth?: number;
}

/**
 * A list table: sortable headings, optional row selection with select-all for the rows shown, a loading
 * overlay that keeps the previous rows in place, and an empty message.
 */
export function DataTable<T>({
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
  selection,
  rowLocked,
  minWidth = 720,
}: TDataTableProps<T>) {
  const ids = rows.filter((row) => !rowLocked?.(row)).map(rowId);
  const selectedHere = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  const allSelected = ids.length > 0 && selectedHere === ids.length;

  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (allSelected) next.delete(id);
      else next.add(id);
    }
    selection.onChange(next);
  };

  const toggleOne = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };

  const span = columns.length + (selection ? 1 : 0);
  const scrollRegion = useScrollRegion<HTMLDivElement>(`${caption} (scrolls sideways)`);

  return (
    <Box pos="relative">
      <LoadingOverlay
        visible={loading}
        zIndex={2}
        overlayProps={{ blur: 1 }}
        loaderProps={{ 'aria-label': 'Loading' }}
      />
      {/* Positioned, so absolutely placed bits inside cells (visually hidden labels, checkbox inputs) are clipped
          with the table rather than widening the page on a phone. */}
      {/* Keyboard users can scroll it too: focusable and named while it overflows (a phone). */}
      <Table.ScrollContainer minWidth={minWidth} type="native" pos="relative" {...scrollRegion}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all rows on this page"
                    checked={allSelected}
                    indeterminate={selectedHere > 0 && !allSelected}
                    onChange={toggleAll}
                    disabled={ids.length === 0}
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
              const checked = selection?.selected.has(id) ?? false;
              const locked = rowLocked?.(row);
              return (
                <Table.Tr key={id} bg={checked ? 'var(--mantine-color-indigo-light)' : undefined}>
                  {selection && (
                    <Table.Td>
                      {locked ? (
                        // A disabled input takes no pointer events, so the tooltip hangs on a wrapper.
                        <Tooltip label={locked} withinPortal multiline maw={260}>
                          <span style={{ display: 'inline-block' }}>
                            <Checkbox
                              aria-label={`Select ${rowLabel ? rowLabel(row) : id}: ${locked}`}
                              checked={checked}
                              disabled
                              readOnly
                            />
                          </span>
                        </Tooltip>
                      ) : (
                        <Checkbox
                          aria-label={`Select ${rowLabel ? rowLabel(row) : id}`}
                          checked={checked}
                          onChange={() => toggleOne(id)}
                        />
                      )}
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
