import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { isApiError } from '../../../api';
import { useListParams } from '../../../lib/use-list-params';
import type { TStaticPath } from '../../../routes/paths';
import { useUserCourses, useUserDetail } from '../api/queries';
import { UserCoursesTable } from './user-courses-table';
import { AnchorLink } from '../../../components/links/anchor-link';
import { UserExternalTrainingSection } from '../../external-training/components/user-external-training-section';
import { LoadError } from '../../../components/load-error';
import { pageRows } from '../../../components/list-card';
import { AuditHistory } from '../../audit/components/audit-history';
import { PersonalDataExportSection } from '../../privacy/components/personal-data-export-section';
import { EraseUserSection } from '../../privacy/components/erase-user-section';
import { isErasedEmail } from '@skillway/shared';

interface TUserCourseReportProps {
  id: string;
  archived: boolean;
}

/** A user's course report (active or archived user) and their History (audit log), with a way back to the list it came from. */
export function UserCourseReport({ id, archived }: TUserCourseReportProps) {
  const { t } = useLingui();
  const list = useListParams();
  const user = useUserDetail(id);
  const courses = useUserCourses(id, archived, list.params);
  const notFound = [user.error, courses.error].some((error) => isApiError(error) && error.status === 404);
  const name = user.data ? `${user.data.first_name} ${user.data.last_name}` : t`This user`;
  const back: { to: TStaticPath; label: string } = archived
    ? { to: '/admin/archived-users', label: t`Back to Archived Users` }
    : { to: '/admin/users', label: t`Back to Users` };
  const title = user.data ? t`${name}: Courses` : archived ? t`Archived User Report` : t`User Course Report`;

  return (
    <Stack gap="lg">
      <AnchorLink to={back.to} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> {back.label}
        </Group>
      </AnchorLink>
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {user.data && (
          <Text c="dimmed" size="sm">
            {user.data.email}
            {user.data.unique_id ? ` · ${user.data.unique_id}` : ''}
          </Text>
        )}
        {!archived && (
          // The learner's own view of their progress: chart, counts, courses and playlists.
          <AnchorLink to="/profile/summary/$id" params={{ id }} size="sm" w="fit-content">
            <Trans>View User Summary</Trans>
          </AnchorLink>
        )}
      </Stack>
      {notFound && (
        <Alert color="orange">
          {archived ? t`This user was not found among the archived users.` : t`This user was not found.`}
        </Alert>
      )}
      {!notFound && (
        <Tabs defaultValue="courses" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="courses">
              <Trans>Courses</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="history">
              <Trans>History</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="personal-data">
              <Trans>Personal Data</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="courses">
            <Stack gap="lg">
              {courses.isError && <LoadError onRetry={courses.refetch} />}
              {!courses.isError && (
                <UserCoursesTable
                  {...pageRows(courses)}
                  loading={courses.isPending || courses.isFetching}
                  list={list}
                  name={name}
                />
              )}
              {/* An archived user's records are not listed: the call answers for active users only. */}
              {!archived && <UserExternalTrainingSection userId={id} name={name} />}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <AuditHistory type="user" id={id} name={name} />
          </Tabs.Panel>
          <Tabs.Panel value="personal-data">
            <Stack gap="xl">
              <PersonalDataExportSection userId={id} name={name} />
              <EraseUserSection userId={id} name={name} erased={user.data ? isErasedEmail(user.data.email) : false} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
