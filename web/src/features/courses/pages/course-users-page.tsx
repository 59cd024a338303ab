import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { MSG, type TCourseReportRow } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import type { TColumn } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import { useListParams } from '../../../lib/use-list-params';
import { useCourse } from '../api/queries';
import { useCourseReport } from '../api/report-queries';
import { CoursePageState } from '../components/course-page-state';
import { CourseStats } from '../components/course-stats';
import { CourseSubpageHeader } from '../components/course-subpage-header';
import { CourseUserActions } from '../components/course-user-actions';
import { EnrolPanel } from '../../../components/enrolment/enrol-panel';
import { COURSE_ENROL_TARGET } from '../lib/course-enrol-target';
import { ExportButtons } from '../components/export-buttons';
import { RowDeadlineDialog } from '../components/row-deadline-dialog';
import { formatServerDay } from '../../../lib/format-server-day';

function EnrolledThrough({ row }: { row: TCourseReportRow }) {
  return (
    <Group gap={4}>
      {row.individual && (
        <Badge variant="light" color="indigo" tt="none">
          <Trans>Individual</Trans>
        </Badge>
      )}
      {(row.disabled || !row.individual) && (
        <Badge variant="light" color="gray" tt="none">
          <Trans>Group / Playlist</Trans>
        </Badge>
      )}
    </Group>
  );
}

/**
 * Manage users of a course (`/admin/courses/{id}/users`): who is enrolled, how, until when and how far they are,
 * with Update Deadline, Remove and Archive per user, Enrol Users, and the Excel / PDF export of the list.
 */
export default function CourseUsersPage() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/admin/courses/$id/users' });
  const course = useCourse(id);
  const list = useListParams();
  const users = useCourseReport(id, list.params);
  const [deadlineOf, setDeadlineOf] = useState<TCourseReportRow | null>(null);
  const [enrolling, setEnrolling] = useState(false);

  if (course.isPending || course.isError) return <CoursePageState isPending={course.isPending} error={course.error} />;
  const data = course.data;
  const courseName = data.name;
  const enrolled = data.total_users;

  const columns: readonly TColumn<TCourseReportRow>[] = [
    {
      key: 'name',
      header: t`User`,
      sortKey: 'first_name',
      cell: (row) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.first_name} {row.last_name}
            </Text>
            {row.user_archived && (
              <Badge size="xs" variant="light" color="orange">
                <Trans>Archived user</Trans>
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'through', header: t`Enrolled Through`, width: 150, cell: (row) => <EnrolledThrough row={row} /> },
    {
      key: 'enrolled',
      header: t`Enrolled Date`,
      width: 120,
      sortKey: 'enrolled_at',
      cell: (row) => formatServerDay(row.enrolled_date_formatted),
    },
    {
      key: 'deadline',
      header: t`Deadline`,
      width: 110,
      sortKey: 'deadline',
      cell: (row) => formatServerDay(row.deadline_formatted) || t`None`,
    },
    {
      key: 'state',
      header: t`Status`,
      width: 130,
      sortKey: 'state',
      cell: (row) => `${specText(row.state_text)} (${row.progress}%)`,
    },
    {
      key: 'actions',
      header: t`Action`,
      width: 140,
      cell: (row) => (
        <CourseUserActions
          courseId={id}
          row={row}
          actions={['deadline', 'remove', 'archive']}
          onDeadline={setDeadlineOf}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <CourseSubpageHeader
        course={data}
        page="users"
        title={t`Course Users`}
        description={t`${plural(enrolled, { one: '# enrolled', other: '# enrolled' })}`}
      />
      <CourseStats counters={data} />
      <ListCard
        search={{ label: t`Search Users` }}
        actions={
          <>
            <ExportButtons
              target={{ kind: 'enrolled-users', courseId: id, search: list.params.search }}
              what={t`enrolled users`}
            />
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEnrolling(true)}>
              <Trans>Enrol Users</Trans>
            </Button>
          </>
        }
        list={list}
        total={users.data?.meta.pagination.total ?? 0}
        failed={users.isError}
        onRetry={users.refetch}
        caption={t`Users enrolled on ${courseName}`}
        columns={columns}
        rows={users.data?.data ?? []}
        rowId={(row) => row.id}
        loading={users.isFetching}
        empty={list.params.search ? t`No enrolled users match your search.` : specText(MSG.COURSE_USERS_EMPTY)}
        minWidth={820}
      />
      <RowDeadlineDialog courseId={id} row={deadlineOf} onClose={() => setDeadlineOf(null)} />
      <EnrolPanel
        target={COURSE_ENROL_TARGET}
        open={enrolling ? { subject: data, mode: 'enrol' } : null}
        onClose={() => setEnrolling(false)}
      />
    </Stack>
  );
}
