import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { MSG, ROLE } from '@skillway/shared';
import { isApiError, useSession } from '../../../api';
import { PageLoader } from '../../../layout/page-loader';
import { useListParams } from '../../../lib/use-list-params';
import type { TStaticPath } from '../../../routes/paths';
import { useCourseRows, usePlaylistRows, useUserSummary } from '../api/queries';
import { ActivityPanel } from '../components/activity-chart';
import { UserCoursesSection } from '../components/user-courses-section';
import { PlaylistProgressTable } from '../components/playlist-progress-table';
import { countsOfUser } from '../lib/activity-counts';
import { AnchorLink } from '../../../components/links/anchor-link';
import { UserExternalTrainingSection } from '../../external-training/components/user-external-training-section';
import { LoadError } from '../../../components/load-error';
import { pageRows } from '../../../components/list-card';
import { specText } from '../../../i18n/spec-text';

/** Where the viewer came from: a manager's team, or the administrator's users. */
function useBackLink(): { to: TStaticPath; label: string } {
  const { t } = useLingui();
  const session = useSession();
  return session?.user.role_id === ROLE.ADMIN
    ? { to: '/admin/users', label: t`Back to Users` }
    : { to: '/my-team', label: t`Back to My Team` };
}

/**
 * The User Summary (/profile/summary/{id}): one user's name, counters, chart, courses and playlists, for their
 * manager or the company's administrator. The server answers 404 for anyone else, which shows as not found.
 */
export default function UserSummaryPage() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/profile/summary/$id' });
  const back = useBackLink();
  const summary = useUserSummary(id);
  const courseList = useListParams();
  const playlistList = useListParams();
  const courses = useCourseRows(id, courseList.params);
  const playlists = usePlaylistRows(id, playlistList.params);

  const backLink = (
    <AnchorLink to={back.to} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden /> {back.label}
      </Group>
    </AnchorLink>
  );

  if (summary.isPending) return <PageLoader />;
  if (summary.isError) {
    const notFound = isApiError(summary.error) && summary.error.status === 404;
    return (
      <Stack gap="lg">
        {backLink}
        <Alert color={notFound ? 'orange' : 'red'}>
          {notFound ? t`This user was not found.` : specText(MSG.GENERIC_ERROR)}
        </Alert>
      </Stack>
    );
  }
  const user = summary.data;
  const name = `${user.first_name} ${user.last_name}`;

  return (
    <Stack gap="lg">
      {backLink}
      <Stack gap={4}>
        <Title order={1} fz={28} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      </Stack>
      <ActivityPanel counts={countsOfUser(user)} title={t`Activity`} />
      <UserCoursesSection
        title={t`Courses`}
        courses={courses}
        userId={id}
        list={courseList}
        caption={t`Courses of ${name}`}
        empty={t`${name} is not enrolled on any courses yet.`}
      />
      <Stack gap="sm">
        <Title order={2} fz={20}>
          <Trans>Playlists</Trans>
        </Title>
        {playlists.isError ? (
          <LoadError onRetry={playlists.refetch} />
        ) : (
          <PlaylistProgressTable
            {...pageRows(playlists)}
            loading={playlists.isPending || playlists.isFetching}
            list={playlistList}
            caption={t`Playlists of ${name}`}
            canView={false}
            empty={t`${name} is not enrolled on any playlists yet.`}
          />
        )}
      </Stack>
      <UserExternalTrainingSection userId={id} name={name} />
    </Stack>
  );
}
