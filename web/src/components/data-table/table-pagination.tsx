import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES } from '@skillway/shared';

interface TTablePaginationProps {
  total: number;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  pageSizes?: readonly number[];
}

/** "Rows per page" with the spec's sizes (5, 10, 15), the range shown, and the page buttons. */
export function TablePagination({
  total,
  page,
  limit,
  onPage,
  onLimit,
  pageSizes = PAGE_SIZES,
}: TTablePaginationProps) {
  const { t } = useLingui();
  // Mantine's control names: the first, previous, next and last page buttons.
  const controlLabel = { first: t`first page`, previous: t`previous page`, next: t`next page`, last: t`last page` };
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" mt="sm">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" component="label" htmlFor={sizeId}>
          <Trans>Rows per page</Trans>
        </Text>
        <Select
          id={sizeId}
          size="xs"
          w={76}
          data={pageSizes.map(String)}
          value={String(limit)}
          onChange={(value) => value && onLimit(Number(value))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          <Trans>
            {first}–{last} of {total}
          </Trans>
        </Text>
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size="sm"
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': controlLabel[control] })}
        getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
      />
    </Group>
  );
}
