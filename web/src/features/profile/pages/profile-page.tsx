import { Paper, Stack, Title } from '@mantine/core';
import { PageLoader } from '../../../layout/page-loader';
import { useProfile } from '../api/queries';
import { EmailNotificationsSwitch } from '../components/email-notifications-switch';
import { ProfileForm } from '../components/profile-form';
import { ProfilePicture } from '../components/profile-picture';
import { LoadError } from '../../../components/load-error';
import { TwoStepSection } from '../components/two-step-section';
import { PersonalDataExportSection } from '../../privacy/components/personal-data-export-section';
import { ErasureRequestSection } from '../../privacy/components/erasure-request-section';
import { ROLE } from '@skillway/shared';

export default function ProfilePage() {
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <LoadError onRetry={profile.refetch} />;
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        My Profile
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="xl">
          <ProfilePicture profile={profile.data} />
          <ProfileForm profile={profile.data} key={profile.data.id} />
          {profile.data.company && <EmailNotificationsSwitch profile={profile.data} />}
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <TwoStepSection />
      </Paper>
      {profile.data.company && (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <PersonalDataExportSection />
        </Paper>
      )}
      {/* The administrator cannot be erased (hand the role over first); learners and managers can ask. */}
      {profile.data.company && profile.data.role_id !== ROLE.ADMIN && (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <ErasureRequestSection />
        </Paper>
      )}
    </Stack>
  );
}
