import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { MSG, type TCourseStats } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { ListCard, pagedQueryProps } from '../../../components/list-card';
import { useListParams } from '../../../lib/use-list-params';
import { useCourseStats } from '../api/queries';
import { CourseThumbnail } from '../components/course-thumbnail';
import { AnchorLink } from '../../../components/links/anchor-link';
import { ButtonLink } from '../../../components/links/button-link';
import { BackToLibrary } from '../components/course-page-state';

/** Individual and group enrolments of each course, how far its learners are, and its completion rate. */
export default function CourseStatisticsPage() {
  const list = useListParams();
  const stats = useCourseStats(list.params);

  const columns: readonly TColumn<TCourseStats>[] = [
    {
      key: 'course',
      header: 'Course',
      cell: (c) => (
        <Group gap="sm" wrap="nowrap">
          <CourseThumbnail thumbnail={c.thumbnail} width={64} />
          <AnchorLink to="/admin/courses/$id" params={{ id: c.id }} size="sm" fw={500} lineClamp={2}>
            {c.name}
          </AnchorLink>
        </Group>
      ),
    },
    { key: 'users', header: 'Users', width: 80, cell: (c) => c.total_enrolled_individual_users },
    { key: 'groups', header: 'Groups', width: 80, cell: (c) => c.total_groups },
    { key: 'total', header: 'Total Users', width: 100, cell: (c) => c.total_users },
    { key: 'progress', header: 'In Progress', width: 100, cell: (c) => c.total_inprogress },
    { key: 'completed', header: 'Completed', width: 100, cell: (c) => c.total_completed },
    { key: 'not-started', header: 'Not Started', width: 100, cell: (c) => c.total_not_started },
    {
      key: 'completion',
      header: 'Completion Progress',
      width: 180,
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={c.completion_progress}
            color={c.completion_progress >= 100 ? 'green' : 'indigo'}
            style={{ flex: 1 }}
            aria-label={`${c.name}: ${c.completion_progress}% completed`}
          />
          <Text size="xs" w={36} ta="right">
            {c.completion_progress}%
          </Text>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <BackToLibrary />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz={28}>
          Course Statistics
        </Title>
        <ButtonLink to="/admin/install-courses" leftSection={<IconDownload size={16} aria-hidden />}>
          Install Courses
        </ButtonLink>
      </Group>
      <ListCard
        search={{ label: MSG.COURSE_SEARCH_PLACEHOLDER }}
        list={list}
        {...pagedQueryProps(stats)}
        caption="Course statistics"
        columns={columns}
        rowId={(c) => c.id}
        empty={list.params.search ? 'No courses match your search.' : 'No courses yet.'}
        emptyHint={list.params.search ? undefined : 'Add a course or install a ready-made one from the course library.'}
        minWidth={960}
      />
    </Stack>
  );
}
