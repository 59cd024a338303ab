import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NOTIFICATION_MESSAGES, type TNotificationSettings } from '@skillway/shared';
import { PanelFooter } from '../../../components/panel-form';
import { specText } from '../../../i18n/spec-text';
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

const SOURCE_LABEL: Record<TNotificationSettings['source'], MessageDescriptor> = {
  default: msg`Defaults (nothing saved yet)`,
  company: msg`Company settings`,
  course: msg`This course’s own settings`,
};

interface TFormProps {
  settings: TNotificationSettings;
  courseId: string | null;
  onCancel?: () => void;
}

function SettingsForm({ settings, courseId, onCancel }: TFormProps) {
  const { t } = useLingui();
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
        notifySuccess(specText(courseId ? NOTIFICATION_MESSAGES.UPDATED : NOTIFICATION_MESSAGES.SETTINGS_UPDATED));
      },
      onError: (error: unknown) => showNotificationSaveErrors(form, error),
    };
    if (courseId) saveCourse.mutate({ id: courseId, body }, handlers);
    else saveCompany.mutate(body, handlers);
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={courseId ? t`Course notification settings` : t`Notification settings`}
    >
      <Stack gap="lg">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            <Trans>Applying now:</Trans>
          </Text>
          <Badge variant="light" color={settings.source === 'default' ? 'gray' : 'indigo'}>
            {t(SOURCE_LABEL[settings.source])}
          </Badge>
        </Group>
        <NotificationSettingsFields form={form} disabled={saving} />
        {onCancel ? (
          <PanelFooter onCancel={onCancel} submitLabel={t`Save`} submitting={saving} />
        ) : (
          <Group>
            <Button type="submit" loading={saving}>
              <Trans>Save</Trans>
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
