import { Trans, useLingui } from '@lingui/react/macro';
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

/** A course's Details button, named with the course. */
function DetailsLink({ course }: { course: TCourseStats }) {
  const { t } = useLingui();
  const name = course.name;
  return (
    <ButtonLink
      to="/admin/reports/course/$id"
      params={{ id: course.id }}
      size="xs"
      variant="light"
      leftSection={<IconListDetails size={14} aria-hidden />}
      aria-label={t`Details of ${name}`}
    >
      <Trans>Details</Trans>
    </ButtonLink>
  );
}

const columns: readonly TColumn<TCourseStats>[] = [
  {
    key: 'course',
    header: <Trans>Course</Trans>,
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
    header: (
      <Wrapping>
        <Trans>Individual Users</Trans>
      </Wrapping>
    ),
    cell: (c) => c.total_enrolled_individual_users,
  },
  {
    key: 'groups',
    width: 90,
    header: (
      <Wrapping>
        <Trans>Groups</Trans>
      </Wrapping>
    ),
    cell: (c) => c.total_groups,
  },
  {
    key: 'total',
    width: 90,
    header: (
      <Wrapping>
        <Trans>Total Users</Trans>
      </Wrapping>
    ),
    cell: (c) => c.total_users,
  },
  {
    key: 'in_progress',
    width: 90,
    header: (
      <Wrapping>
        <Trans>In Progress</Trans>
      </Wrapping>
    ),
    cell: (c) => c.total_inprogress,
  },
  {
    key: 'completed',
    width: 90,
    header: (
      <Wrapping>
        <Trans>Completed</Trans>
      </Wrapping>
    ),
    cell: (c) => c.total_completed,
  },
  {
    key: 'not_started',
    width: 90,
    header: (
      <Wrapping>
        <Trans>Not Started</Trans>
      </Wrapping>
    ),
    cell: (c) => c.total_not_started,
  },
  {
    key: 'completion',
    width: 110,
    header: (
      <Wrapping>
        <Trans>Total Completion %</Trans>
      </Wrapping>
    ),
    cell: (c) => `${Math.round(c.completion_progress)}%`,
  },
  {
    key: 'details',
    header: <Trans>Details</Trans>,
    cell: (c) => <DetailsLink course={c} />,
  },
];

/** Course Reports: each course's enrolments (individual, through groups, in all) and their progress, with Details. */
export default function CourseReportListPage() {
  const { t } = useLingui();
  const list = useListParams();
  const stats = useCourseStats(list.params);

  return (
    <Stack gap="lg">
      <ReportHeader
        title={t`Course Reports`}
        description={t`Who is enrolled on each course and how far they are; Details lists the course's users.`}
        actions={
          <ReportFileActions
            request={{ report: 'courses', search: searchQuery(list.params.search, ['name']) }}
            what={t`course report`}
          />
        }
      />
      <ListCard
        search={{ label: t`Search Courses` }}
        list={list}
        {...pagedQueryProps(stats)}
        caption={t`Course report`}
        columns={columns}
        rowId={(c) => c.id}
        empty={list.params.search ? t`No courses match your search.` : t`No courses yet.`}
        emptyHint={
          list.params.search ? undefined : t`Add a course or install a ready-made one from the course library.`
        }
        minWidth={1000}
      />
    </Stack>
  );
}
