import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NOTIFICATION_MESSAGES, type TNotificationSettings } from '@skillway/shared';
import { PanelFooter } from '../../../components/panel-form';
import { PageLoader } from '../../../layout/page-loader';
import { notifySuccess } from '../../../lib/notify';
import { useNotificationSettings } from '../api/settings-queries';
import { useInvalidate } from '../../../lib/use-invalidate';
import { useSaveCourse } from '../../courses/api/mutations';
import { notificationSettingKeys } from '../api/query-keys';
import { useSaveNotificationSettings } from '../api/settings-mutations';
import { settingsFormValues, settingsPayload } from '../lib/settings-form-values';
import { showNotificationSaveErrors } from '../lib/save-errors';
import { NotificationSettingsFields } from './notification-settings-fields';
import { LoadError } from '../../../components/load-error';

const SOURCE_LABEL: Record<TNotificationSettings['source'], string> = {
  default: 'Defaults (nothing saved yet)',
  company: 'Company settings',
  course: 'This course’s own settings',
};

interface TFormProps {
  settings: TNotificationSettings;
  courseId: string | null;
  onCancel?: () => void;
}

function SettingsForm({ settings, courseId, onCancel }: TFormProps) {
  const saveCompany = useSaveNotificationSettings();
  // A course's own settings are the notification fields of its PATCH /courses/{id} (the course's save hook).
  const saveCourse = useSaveCourse();
  const refreshSettings = useInvalidate(notificationSettingKeys.all);
  const saving = saveCompany.isPending || saveCourse.isPending;
  const form = useForm({ initialValues: settingsFormValues(settings) });

  const submit = form.onSubmit((values) => {
    const body = settingsPayload(values);
    const handlers = {
      onSuccess: () => {
        if (courseId) void refreshSettings();
        form.resetDirty();
        notifySuccess(courseId ? NOTIFICATION_MESSAGES.UPDATED : NOTIFICATION_MESSAGES.SETTINGS_UPDATED);
      },
      onError: (error: unknown) => showNotificationSaveErrors(form, error),
    };
    if (courseId) saveCourse.mutate({ id: courseId, body }, handlers);
    else saveCompany.mutate(body, handlers);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={courseId ? 'Course notification settings' : 'Notification settings'}>
      <Stack gap="lg">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Applying now:
          </Text>
          <Badge variant="light" color={settings.source === 'default' ? 'gray' : 'indigo'}>
            {SOURCE_LABEL[settings.source]}
          </Badge>
        </Group>
        <NotificationSettingsFields form={form} disabled={saving} />
        {onCancel ? (
          <PanelFooter onCancel={onCancel} submitLabel="Save" submitting={saving} />
        ) : (
          <Group>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/**
 * The notification settings form, loaded from the server (its defaults when nothing is saved): the company's, or
 * with a course id that course's own (saved through the course's PATCH).
 */
export function NotificationSettingsForm({ courseId, onCancel }: { courseId: string | null; onCancel?: () => void }) {
  const settings = useNotificationSettings(courseId);
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <LoadError onRetry={settings.refetch} />;
  // One form per company or course: it stays mounted through the refetch after a save, so the save's toast shows.
  return <SettingsForm key={courseId ?? 'company'} settings={settings.data} courseId={courseId} onCancel={onCancel} />;
}
