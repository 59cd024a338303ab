import type { ReactNode } from 'react';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { TSortDirection } from '../../lib/use-list-params';

interface TSortHeaderProps {
  children: ReactNode;
  /** Present when the column sorts. */
  sortKey?: string;
  orderBy?: string;
  sortedBy?: TSortDirection;
  onSort?: (key: string) => void;
  width?: number | string;
}

/** A column heading; a sortable one is a button, and the heading cell says which way it sorts (aria-sort). */
export function SortHeader({ children, sortKey, orderBy, sortedBy, onSort, width }: TSortHeaderProps) {
  if (!sortKey || !onSort) {
    return (
      <Table.Th w={width} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Table.Th>
    );
  }
  const active = orderBy === sortKey;
  const Icon = !active ? IconArrowsSort : sortedBy === 'desc' ? IconSortDescending : IconSortAscending;
  return (
    <Table.Th
      w={width}
      aria-sort={active ? (sortedBy === 'desc' ? 'descending' : 'ascending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={() => onSort(sortKey)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          <Icon size={14} aria-hidden color={active ? undefined : 'var(--mantine-color-gray-5)'} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
