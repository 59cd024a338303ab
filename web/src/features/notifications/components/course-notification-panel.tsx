import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Tabs, Text } from '@mantine/core';
import { SidePanel } from '../../../components/side-panel';
import { NotificationContentSection } from './notification-content-section';
import { NotificationSettingsForm } from './notification-settings-form';

interface TCourseNotificationPanelProps {
  /** The course whose notifications are edited; null keeps the panel closed. */
  course: { id: string; name: string } | null;
  onClose: () => void;
}

/**
 * The course library's Edit Notification panel: the course's own settings (saved through the course's PATCH as an
 * override of the company's) and its own content per type.
 */
export function CourseNotificationPanel({ course, onClose }: TCourseNotificationPanelProps) {
  const { t } = useLingui();
  const courseName = course?.name;
  return (
    <SidePanel opened={course !== null} onClose={onClose} title={t`Edit Notification`} size={720}>
      {course && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>{courseName}: these settings and texts apply to this course instead of the company&apos;s.</Trans>
          </Text>
          <Tabs defaultValue="settings" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="settings">
                <Trans>Settings</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="content">
                <Trans>Content</Trans>
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="settings" pt="md">
              <NotificationSettingsForm courseId={course.id} onCancel={onClose} />
            </Tabs.Panel>
            <Tabs.Panel value="content" pt="md">
              <NotificationContentSection courseId={course.id} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </SidePanel>
  );
}
