import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import type { TUserReportRow } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import { ActionIconLink } from '../../../components/links/action-icon-link';
import { searchQuery, useListParams } from '../../../lib/use-list-params';
import { confirmedColumn, emailColumn, lastLoginColumn, nameColumns } from '../../users/components/person-columns';
import { USER_REPORT_SEARCH_FIELDS, useUserReport } from '../api/queries';
import { ReportFileActions } from '../components/report-file-actions';
import { ReportHeader } from '../components/report-header';
import classes from '../components/report-table.module.css';
import { Wrapping } from '../components/wrapping';

/** The link to a user's course report, named with the user. */
function ViewCoursesLink({ user }: { user: TUserReportRow }) {
  const { t } = useLingui();
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <Tooltip label={t`View Courses`}>
      <ActionIconLink
        to="/admin/user-course-report/$id"
        params={{ id: user.id }}
        variant="light"
        aria-label={t`View Courses of ${name}`}
      >
        <IconListDetails size={16} aria-hidden />
      </ActionIconLink>
    </Tooltip>
  );
}

const columns: readonly TColumn<TUserReportRow>[] = [
  ...nameColumns<TUserReportRow>(),
  emailColumn<TUserReportRow>(),
  lastLoginColumn<TUserReportRow>(),
  { key: 'courses', header: <Trans>Courses</Trans>, cell: (u) => u.total_courses },
  { key: 'groups', header: <Trans>Groups</Trans>, cell: (u) => u.total_groups },
  { key: 'playlists', header: <Trans>Playlists</Trans>, cell: (u) => u.total_channels },
  {
    key: 'in_progress',
    header: (
      <Wrapping>
        <Trans>In Progress</Trans>
      </Wrapping>
    ),
    cell: (u) => u.total_in_progress,
  },
  { key: 'completed', header: <Trans>Completed</Trans>, cell: (u) => u.total_completed_courses },
  confirmedColumn<TUserReportRow>(),
  {
    key: 'report',
    header: (
      <VisuallyHidden>
        <Trans>Course Report</Trans>
      </VisuallyHidden>
    ),
    width: 48,
    cell: (u) => <ViewCoursesLink user={u} />,
  },
];

/**
 * User Reports: every active user with their courses, groups, playlists, courses in progress and completed, and
 * whether they have confirmed their account; a link to each user's course report; Email Report (Excel, PDF).
 */
export default function UserReportPage() {
  const { t } = useLingui();
  const list = useListParams({ orderBy: 'first_name', sortedBy: 'asc' });
  const report = useUserReport(list.params);
  const search = searchQuery(list.params.search, USER_REPORT_SEARCH_FIELDS);

  return (
    <Stack gap="lg">
      <ReportHeader
        title={t`User Reports`}
        description={t`Each active user's courses, groups and playlists, and how far they are.`}
        actions={<ReportFileActions request={{ report: 'users', search }} what={t`user report`} />}
      />
      <ListCard
        search={{ label: t`Search Users` }}
        list={list}
        total={report.data?.meta.pagination.total ?? 0}
        failed={report.isError}
        onRetry={report.refetch}
        caption={t`User report`}
        columns={columns}
        rows={report.data?.data ?? []}
        rowId={(u) => u.id}
        loading={report.isFetching}
        empty={list.params.search ? t`No users match your search.` : t`No users yet.`}
        minWidth={960}
        tableClassName={classes.compact}
      />
    </Stack>
  );
}
