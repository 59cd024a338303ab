import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Checkbox, Group, LoadingOverlay, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { TColumn, TDataTableProps } from './table-types';
import { RowCheckbox, type TRowSelection } from './row-selection';
import classes from './row-cards.module.css';

/** A column of the row's buttons: on a phone it sits at the foot of the row's card, without a heading. */
function isActionColumn(column: Pick<TColumn<unknown>, 'key'>): boolean {
  return column.key === 'actions' || column.key === 'action';
}

interface TRowCardsProps<T> extends TDataTableProps<T> {
  select: TRowSelection | null;
}

/** The phone's sort buttons: one per sortable column, the active one saying which way it sorts. */
function SortButtons<T>({
  columns,
  orderBy,
  sortedBy,
  onSort,
}: Pick<TRowCardsProps<T>, 'columns' | 'orderBy' | 'sortedBy' | 'onSort'>) {
  const labelId = useId();
  const sortable = columns.filter((column) => column.sortKey);
  if (!onSort || sortable.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" role="group" aria-labelledby={labelId}>
      <Text size="sm" c="dimmed" id={labelId}>
        <Trans>Sort by</Trans>
      </Text>
      {sortable.map((column) => {
        const active = orderBy === column.sortKey;
        const Icon = !active ? IconArrowsSort : sortedBy === 'desc' ? IconSortDescending : IconSortAscending;
        return (
          <Button
            key={column.key}
            size="compact-sm"
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            rightSection={<Icon size={14} aria-hidden />}
            onClick={() => onSort(column.sortKey!)}
          >
            {column.header}
            {active && (
              <VisuallyHidden>
                {sortedBy === 'desc' ? <Trans>, sorted descending</Trans> : <Trans>, sorted ascending</Trans>}
              </VisuallyHidden>
            )}
          </Button>
        );
      })}
    </Group>
  );
}

/**
 * A list's rows below the `sm` breakpoint (DataTable's phone layout): a list named like the table, one card a row
 * (named by `rowLabel`), each column's heading as the label of its value (a description list), and the row's action
 * column at the card's foot. Sorting and select-all, which the table keeps in its heading row, sit above the cards.
 */
export function RowCards<T>({
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
  select,
}: TRowCardsProps<T>) {
  const { t } = useLingui();
  const fields = columns.filter((column) => !isActionColumn(column));
  const actions = columns.filter((column) => isActionColumn(column));
  const sortable = Boolean(onSort) && columns.some((column) => column.sortKey);
  return (
    <Box pos="relative">
      <LoadingOverlay
        visible={loading}
        zIndex={2}
        overlayProps={{ blur: 1 }}
        loaderProps={{ role: 'img', 'aria-label': t`Loading` }}
      />
      {(select || sortable) && (
        <Group justify="space-between" gap="xs" wrap="wrap" mb="sm">
          {select && (
            <Checkbox
              label={t`Select all rows on this page`}
              checked={select.all}
              indeterminate={select.some}
              onChange={select.toggleAll}
              disabled={select.none}
            />
          )}
          <SortButtons columns={columns} orderBy={orderBy} sortedBy={sortedBy} onSort={onSort} />
        </Group>
      )}
      {rows.length === 0 && !loading && (
        <Box className={classes.card}>
          <Text ta="center" c="dimmed" pt="md" pb={emptyHint ? 4 : 'md'}>
            {empty}
          </Text>
          {emptyHint && (
            <Text ta="center" c="dimmed" size="sm" pb="md">
              {emptyHint}
            </Text>
          )}
        </Box>
      )}
      {rows.length === 0 && loading && <Box h={120} />}
      {rows.length > 0 && (
        <ul className={classes.cards} aria-label={caption} aria-busy={loading}>
          {rows.map((row) => {
            const id = rowId(row);
            const name = rowLabel ? rowLabel(row) : id;
            const checked = select?.isSelected(id) ?? false;
            return (
              <li
                key={id}
                className={classes.card}
                aria-label={rowLabel ? name : undefined}
                data-selected={checked || undefined}
              >
                {select && (
                  <Box mb={6}>
                    <RowCheckbox
                      name={name}
                      checked={checked}
                      locked={rowLocked?.(row)}
                      onToggle={() => select.toggleOne(id)}
                    />
                  </Box>
                )}
                <dl className={classes.fields}>
                  {fields.map((column) => (
                    <div key={column.key} className={classes.field}>
                      <dt className={classes.label}>{column.header}</dt>
                      <dd className={classes.value}>{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
                {actions.map((column) => (
                  <div key={column.key} className={classes.actions}>
                    {column.cell(row)}
                  </div>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </Box>
  );
}
