import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { MSG, type TCourseStats } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
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
  const { t } = useLingui();
  const list = useListParams();
  const stats = useCourseStats(list.params);

  const columns: readonly TColumn<TCourseStats>[] = [
    {
      key: 'course',
      header: t`Course`,
      cell: (c) => (
        <Group gap="sm" wrap="nowrap">
          <CourseThumbnail thumbnail={c.thumbnail} width={64} />
          <AnchorLink to="/admin/courses/$id" params={{ id: c.id }} size="sm" fw={500} lineClamp={2}>
            {c.name}
          </AnchorLink>
        </Group>
      ),
    },
    { key: 'users', header: t`Users`, width: 80, cell: (c) => c.total_enrolled_individual_users },
    { key: 'groups', header: t`Groups`, width: 80, cell: (c) => c.total_groups },
    { key: 'total', header: t`Total Users`, width: 100, cell: (c) => c.total_users },
    { key: 'progress', header: t`In Progress`, width: 100, cell: (c) => c.total_inprogress },
    { key: 'completed', header: t`Completed`, width: 100, cell: (c) => c.total_completed },
    { key: 'not-started', header: t`Not Started`, width: 100, cell: (c) => c.total_not_started },
    {
      key: 'completion',
      header: t`Completion Progress`,
      width: 180,
      cell: (c) => {
        const name = c.name;
        const progress = c.completion_progress;
        return (
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={c.completion_progress}
              color={c.completion_progress >= 100 ? 'green' : 'indigo'}
              style={{ flex: 1 }}
              aria-label={t`${name}: ${progress}% completed`}
            />
            <Text size="xs" w={36} ta="end">
              {c.completion_progress}%
            </Text>
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="lg">
      <BackToLibrary />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz={28}>
          <Trans>Course Statistics</Trans>
        </Title>
        <ButtonLink to="/admin/install-courses" leftSection={<IconDownload size={16} aria-hidden />}>
          <Trans>Install Courses</Trans>
        </ButtonLink>
      </Group>
      <ListCard
        search={{ label: specText(MSG.COURSE_SEARCH_PLACEHOLDER) }}
        list={list}
        {...pagedQueryProps(stats)}
        caption={t`Course statistics`}
        columns={columns}
        rowId={(c) => c.id}
        empty={list.params.search ? t`No courses match your search.` : t`No courses yet.`}
        emptyHint={
          list.params.search ? undefined : t`Add a course or install a ready-made one from the course library.`
        }
        minWidth={960}
      />
    </Stack>
  );
}
