import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import type { TTeamCourse } from '@skillway/shared';
import { DataTable } from '../../../components/data-table';
import { lockReason } from '../lib/course-assignment';
import { COURSE_COLUMNS } from './course-columns';

interface TCourseSectionProps {
  value: string;
  title: string;
  /** What ticking a row here does, said above the table. */
  hint: string;
  rows: readonly TTeamCourse[];
  loading: boolean;
  empty: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** One collapsible table of the Assign to Courses panel (Courses Assigned or Courses Unassigned). */
export function CourseSection({ value, title, hint, rows, loading, empty, selected, onChange }: TCourseSectionProps) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <Badge variant="light" color="gray" aria-label={`${rows.length} courses`}>
            {rows.length}
          </Badge>
          {selected.size > 0 && (
            <Badge variant="light" aria-label={`${selected.size} ticked`}>
              {selected.size} ticked
            </Badge>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          <DataTable
            caption={title}
            columns={COURSE_COLUMNS}
            rows={rows}
            rowId={(course) => course.id}
            rowLabel={(course) => course.name}
            rowLocked={lockReason}
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
