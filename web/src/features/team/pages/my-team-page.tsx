import { Suspense, lazy, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBook2, IconPlaylist, IconShieldCheck, IconUsersGroup } from '@tabler/icons-react';
import { MSG, type TTeamUser } from '@skillway/shared';
import { EmptyState } from '../../../components/empty-state';
import { specText } from '../../../i18n/spec-text';
import { SearchInput } from '../../../components/search-input';
import { CLOSED_USER_PANEL, UserFormPanel, type TUserPanelState } from '../../users/components/user-form-panel';
import { useTeamList, wholeTeamQuery } from '../api/queries';
import type { TAssignTarget } from '../lib/assign-target';
import { AssignTeamPanel } from '../components/assign-team-panel';
import { AssignUserPanel } from '../components/assign-user-panel';
import { TeamCard } from '../components/team-card';
import { LoadError } from '../../../components/load-error';
import { PanelLoading } from '../../../components/panel-loading';
import { ButtonLink } from '../../../components/links/button-link';
import { useTeamComplianceByMember } from '../lib/team-compliance';

// The rich-text editor is heavy: its chunk loads the first time a manager opens Send Email.
const SendEmailPanel = lazy(() => import('../components/send-email-panel'));

/**
 * My Team: the manager's team as cards, a search on change, the team-wide Assign Courses and Assign Playlists, and
 * per card Send Email, Assign to Courses, Assign to Playlists, User Summary and Edit User. With required courses,
 * each card shows the member's compliance and Team Compliance opens the Compliance screen for the team.
 */
export default function MyTeamPage() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const team = useTeamList(wholeTeamQuery(search));
  const compliance = useTeamComplianceByMember();
  const [emailTo, setEmailTo] = useState<TTeamUser | null>(null);
  const [emailLoaded, setEmailLoaded] = useState(false);
  const [editing, setEditing] = useState<TUserPanelState>(CLOSED_USER_PANEL);
  // One user's assign panel, and the team-wide stepper: which target each is open for (one at a time).
  const [assigning, setAssigning] = useState<{ target: TAssignTarget; user: TTeamUser } | null>(null);
  const [assigningTeam, setAssigningTeam] = useState<TAssignTarget | null>(null);
  const users = team.data?.data ?? [];
  const noTeam = team.isSuccess && users.length === 0 && !search;

  const openEmail = (user: TTeamUser) => {
    setEmailLoaded(true);
    setEmailTo(user);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz={28}>
          <Trans>My Team</Trans>
        </Title>
        <Group gap="sm" wrap="wrap">
          {compliance && (
            <ButtonLink
              to="/admin/compliance"
              variant="default"
              leftSection={<IconShieldCheck size={16} aria-hidden />}
            >
              <Trans>Team Compliance</Trans>
            </ButtonLink>
          )}
          <Button
            leftSection={<IconBook2 size={16} aria-hidden />}
            onClick={() => setAssigningTeam('courses')}
            disabled={noTeam}
          >
            <Trans>Assign Courses</Trans>
          </Button>
          <Button
            leftSection={<IconPlaylist size={16} aria-hidden />}
            onClick={() => setAssigningTeam('playlists')}
            disabled={noTeam}
          >
            <Trans>Assign Playlists</Trans>
          </Button>
        </Group>
      </Group>
      <SearchInput label={t`Search Users`} onSearch={setSearch} maw={420} />

      {team.isPending && (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading your team`} />
        </Center>
      )}
      {team.isError && <LoadError onRetry={team.refetch} />}
      {team.isSuccess && users.length === 0 && (
        <EmptyState icon={<IconUsersGroup size={28} aria-hidden />} title={specText(MSG.NO_TEAM_FOUND)}>
          {search
            ? t`Nobody in your team matches this search.`
            : t`Your administrator has not added anyone to your team yet.`}
        </EmptyState>
      )}
      {users.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={team.isFetching}>
          {users.map((user) => (
            <TeamCard
              key={user.id}
              user={user}
              onEmail={openEmail}
              onAssignCourses={(u) => setAssigning({ target: 'courses', user: u })}
              onAssignPlaylists={(u) => setAssigning({ target: 'playlists', user: u })}
              onEdit={(u) => setEditing({ opened: true, id: u.id })}
              compliance={compliance?.of(user.id)}
            />
          ))}
        </SimpleGrid>
      )}

      {emailLoaded && (
        <Suspense fallback={<PanelLoading label={t`Opening Send Email`} />}>
          <SendEmailPanel user={emailTo} onClose={() => setEmailTo(null)} />
        </Suspense>
      )}
      {(['courses', 'playlists'] as const).map((target) => (
        <AssignUserPanel
          key={`user-${target}`}
          target={target}
          user={assigning?.target === target ? assigning.user : null}
          onClose={() => setAssigning(null)}
        />
      ))}
      {(['courses', 'playlists'] as const).map((target) => (
        <AssignTeamPanel
          key={`team-${target}`}
          target={target}
          opened={assigningTeam === target}
          onClose={() => setAssigningTeam(null)}
        />
      ))}
      <UserFormPanel state={editing} onClose={() => setEditing((s) => ({ ...s, opened: false }))} />
    </Stack>
  );
}
