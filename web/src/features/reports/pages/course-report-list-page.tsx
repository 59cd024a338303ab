import { Group, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import type { TCourseStats } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { ListCard, pagedQueryProps } from '../../../components/list-card';
import { ButtonLink } from '../../../components/links/button-link';
import { searchQuery, useListParams } from '../../../lib/use-list-params';
import { useCourseStats } from '../../courses/api/queries';
import { CourseThumbnail } from '../../courses/components/course-thumbnail';
import { ReportFileActions } from '../components/report-file-actions';
import { ReportHeader } from '../components/report-header';
import { Wrapping } from '../components/wrapping';

const columns: readonly TColumn<TCourseStats>[] = [
  {
    key: 'course',
    header: 'Course',
    cell: (c) => (
      <Group gap="sm" wrap="nowrap" miw={220}>
        <CourseThumbnail thumbnail={c.thumbnail} width={56} />
        <Text size="sm" fw={500} lineClamp={2}>
          {c.name}
        </Text>
      </Group>
    ),
  },
  {
    key: 'individual',
    width: 90,
    header: <Wrapping>Individual Users</Wrapping>,
    cell: (c) => c.total_enrolled_individual_users,
  },
  { key: 'groups', width: 90, header: <Wrapping>Groups</Wrapping>, cell: (c) => c.total_groups },
  { key: 'total', width: 90, header: <Wrapping>Total Users</Wrapping>, cell: (c) => c.total_users },
  { key: 'in_progress', width: 90, header: <Wrapping>In Progress</Wrapping>, cell: (c) => c.total_inprogress },
  { key: 'completed', width: 90, header: <Wrapping>Completed</Wrapping>, cell: (c) => c.total_completed },
  { key: 'not_started', width: 90, header: <Wrapping>Not Started</Wrapping>, cell: (c) => c.total_not_started },
  {
    key: 'completion',
    width: 110,
    header: <Wrapping>Total Completion %</Wrapping>,
    cell: (c) => `${Math.round(c.completion_progress)}%`,
  },
  {
    key: 'details',
    header: 'Details',
    cell: (c) => (
      <ButtonLink
        to="/admin/reports/course/$id"
        params={{ id: c.id }}
        size="xs"
        variant="light"
        leftSection={<IconListDetails size={14} aria-hidden />}
        aria-label={`Details of ${c.name}`}
      >
        Details
      </ButtonLink>
    ),
  },
];

/** Course Reports: each course's enrolments (individual, through groups, in all) and their progress, with Details. */
export default function CourseReportListPage() {
  const list = useListParams();
  const stats = useCourseStats(list.params);

  return (
    <Stack gap="lg">
      <ReportHeader
        title="Course Reports"
        description="Who is enrolled on each course and how far they are; Details lists the course's users."
        actions={
          <ReportFileActions
            request={{ report: 'courses', search: searchQuery(list.params.search, ['name']) }}
            what="course report"
          />
        }
      />
      <ListCard
        search={{ label: 'Search Courses' }}
        list={list}
        {...pagedQueryProps(stats)}
        caption="Course report"
        columns={columns}
        rowId={(c) => c.id}
        empty={list.params.search ? 'No courses match your search.' : 'No courses yet.'}
        emptyHint={list.params.search ? undefined : 'Add a course or install a ready-made one from the course library.'}
        minWidth={1000}
      />
    </Stack>
  );
}
