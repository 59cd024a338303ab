import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Select, Stack } from '@mantine/core';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE,
  NOTIFICATION_TYPE_IDS,
  NOTIFICATION_TYPE_LABELS,
  type TNotificationContent,
  type TNotificationType,
} from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { PageLoader } from '../../../layout/page-loader';
import { isApiError } from '../../../api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useNotificationContent } from '../api/settings-queries';
import { useSaveNotificationContent } from '../api/settings-mutations';
import { editableContent } from '../lib/default-content';
import { NotificationContentEditor } from './notification-content-editor';
import { NotificationPreview } from './notification-preview';
import { LoadError } from '../../../components/load-error';

const RECERTIFICATION_TYPES: readonly number[] = [
  NOTIFICATION_TYPE.CERTIFICATE_EXPIRING,
  NOTIFICATION_TYPE.CERTIFICATE_EXPIRED,
  NOTIFICATION_TYPE.RENEWAL_ENROLLED,
];
const typeOption = (type: TNotificationType) => ({
  value: String(type),
  label: specText(NOTIFICATION_TYPE_LABELS[type]),
});
const COURSE_TYPES = NOTIFICATION_TYPE_IDS.filter((type) => !RECERTIFICATION_TYPES.includes(type));
const CERTIFICATE_TYPES = NOTIFICATION_TYPE_IDS.filter((type) => RECERTIFICATION_TYPES.includes(type));

const SOURCE_LABEL: Record<TNotificationContent['source'], MessageDescriptor> = {
  default: msg`Default text`,
  company: msg`Company template`,
  course: msg`This course’s template`,
};

function ContentForm({ content, courseId }: { content: TNotificationContent; courseId: string | null }) {
  // The default in the administrator's language (the server sends it in English); a saved template as written.
  const [html, setHtml] = useState(() => editableContent(content));
  const [error, setError] = useState<string | undefined>();
  const { t } = useLingui();
  const save = useSaveNotificationContent();
  const typeLabel = specText(NOTIFICATION_TYPE_LABELS[content.content_type as TNotificationType]);
  const label = t`${typeLabel} content`;

  const submit = () => {
    if (!html.trim()) {
      setError(specText(NOTIFICATION_MESSAGES.CONTENT_REQUIRED));
      return;
    }
    setError(undefined);
    save.mutate(
      { courseId, type: content.content_type, content: html },
      {
        onSuccess: () => notifySuccess(specText(NOTIFICATION_MESSAGES.UPDATED)),
        onError: (failure) => {
          const messages = isApiError(failure) ? failure.errors.content : undefined;
          if (messages?.length) setError(messages.map(specText).join(' '));
          notifyError(specText(NOTIFICATION_MESSAGES.SAVE_FAILED));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light" color={content.source === 'default' ? 'gray' : 'indigo'}>
          {t(SOURCE_LABEL[content.source])}
        </Badge>
      </Group>
      <NotificationContentEditor
        label={label}
        value={html}
        onChange={setHtml}
        error={error}
        disabled={save.isPending}
      />
      <NotificationPreview html={html} />
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          <Trans>Save content</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The content (template) of each notification type: pick a type, edit its text with placeholders, see it with
 * sample values, save. The company's templates, or with a course id that course's own.
 */
export function NotificationContentSection({ courseId }: { courseId: string | null }) {
  const { t } = useLingui();
  const [type, setType] = useState<number>(NOTIFICATION_TYPE.COURSE_ASSIGN);
  const content = useNotificationContent(courseId, type);
  // The types in two groups: enrolment, deadlines and progress, then certificates that expire (recertification).
  const typeData = [
    { group: t`Courses and deadlines`, items: COURSE_TYPES.map(typeOption) },
    { group: t`Certificates`, items: CERTIFICATE_TYPES.map(typeOption) },
  ];
  return (
    <Stack gap="md">
      <Select
        label={t`Notification type`}
        data={typeData}
        value={String(type)}
        allowDeselect={false}
        onChange={(value) => value && setType(Number(value))}
        maw={360}
      />
      {content.isPending && <PageLoader />}
      {content.isError && <LoadError onRetry={content.refetch} />}
      {content.isSuccess && (
        <ContentForm
          // Stays mounted through the refetch after a save (so the save's toast shows); a new type starts afresh.
          key={`${courseId ?? 'company'}:${type}`}
          content={content.data}
          courseId={courseId}
        />
      )}
    </Stack>
  );
}
