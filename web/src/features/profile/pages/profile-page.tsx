import { Trans } from '@lingui/react/macro';
import { Paper, Stack } from '@mantine/core';
import { ProfileScreen } from '../components/profile-screen';
import { EmailNotificationsSwitch } from '../components/email-notifications-switch';
import { ProfileForm } from '../components/profile-form';
import { ProfilePicture } from '../components/profile-picture';
import { TwoStepSection } from '../components/two-step-section';
import { PersonalDataExportSection } from '../../privacy/components/personal-data-export-section';
import { ErasureRequestSection } from '../../privacy/components/erasure-request-section';
import { ROLE } from '@skillway/shared';

export default function ProfilePage() {
  return (
    <ProfileScreen title={<Trans>My Profile</Trans>}>
      {(profile) => (
        <>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <Stack gap="xl">
              <ProfilePicture profile={profile} />
              <ProfileForm profile={profile} key={profile.id} />
              {profile.company && <EmailNotificationsSwitch profile={profile} />}
            </Stack>
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <TwoStepSection />
          </Paper>
          {profile.company && (
            <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
              <PersonalDataExportSection />
            </Paper>
          )}
          {/* The administrator cannot be erased (hand the role over first); learners and managers can ask. */}
          {profile.company && profile.role_id !== ROLE.ADMIN && (
            <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
              <ErasureRequestSection />
            </Paper>
          )}
        </>
      )}
    </ProfileScreen>
  );
}
