import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { NotificationContentSection } from '../components/notification-content-section';
import { NotificationSettingsForm } from '../components/notification-settings-form';

/**
 * Notification Settings (/admin/notification): the company's settings (who gets them, how, the switches and the
 * reminder day counts, the certificate expiry ones included), then the content of each type. A course can override both from its
 * Edit Notification panel in the course library.
 */
export default function NotificationSettingsPage() {
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        <Trans>Notification Settings</Trans>
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={2} fz="lg">
            <Trans>Settings</Trans>
          </Title>
          <NotificationSettingsForm courseId={null} />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              <Trans>Notification Content</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>The text of each notification, as emailed and shown under the bell.</Trans>
            </Text>
          </div>
          <NotificationContentSection courseId={null} />
        </Stack>
      </Paper>
    </Stack>
  );
}
