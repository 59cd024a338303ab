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
        Notification Settings
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={2} fz="lg">
            Settings
          </Title>
          <NotificationSettingsForm courseId={null} />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              Notification Content
            </Title>
            <Text size="sm" c="dimmed">
              The text of each notification, as emailed and shown under the bell.
            </Text>
          </div>
          <NotificationContentSection courseId={null} />
        </Stack>
      </Paper>
    </Stack>
  );
}
