import { useLingui } from '@lingui/react/macro';
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import { lockReason, type TAssignRow, type TAssignTarget } from '../lib/assign-target';
import { useAssignColumns } from './assign-columns';

interface TAssignSectionProps {
  target: TAssignTarget;
  value: string;
  title: string;
  /** What ticking a row here does, said above the table. */
  hint: string;
  rows: readonly TAssignRow[];
  loading: boolean;
  empty: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** One collapsible table of an Assign to Courses / Playlists panel (the Assigned or the Unassigned list). */
export function AssignSection({
  target,
  value,
  title,
  hint,
  rows,
  loading,
  empty,
  selected,
  onChange,
}: TAssignSectionProps) {
  const { t } = useLingui();
  const columns = useAssignColumns(target);
  const count = rows.length;
  const ticked = selected.size;
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <Badge
            variant="light"
            color="gray"
            aria-label={target === 'courses' ? t`${count} courses` : t`${count} playlists`}
          >
            {rows.length}
          </Badge>
          {selected.size > 0 && (
            <Badge variant="light" aria-label={t`${ticked} ticked`}>
              {t`${ticked} ticked`}
            </Badge>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          <DataTable<TAssignRow>
            caption={title}
            columns={columns}
            rows={rows}
            rowId={(row) => row.id}
            rowLabel={(row) => row.name}
            rowLocked={(row) => lockReason(target, row)}
            loading={loading}
            empty={empty}
            selection={{ selected, onChange }}
            minWidth={300}
          />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
