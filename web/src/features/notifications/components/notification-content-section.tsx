import { useState } from 'react';
import { Badge, Button, Group, Select, Stack } from '@mantine/core';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE,
  NOTIFICATION_TYPE_IDS,
  NOTIFICATION_TYPE_LABELS,
  type TNotificationContent,
  type TNotificationType,
} from '@skillway/shared';
import { PageLoader } from '../../../layout/page-loader';
import { isApiError } from '../../../api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useNotificationContent } from '../api/settings-queries';
import { useSaveNotificationContent } from '../api/settings-mutations';
import { NotificationContentEditor } from './notification-content-editor';
import { NotificationPreview } from './notification-preview';
import { LoadError } from '../../../components/load-error';

const RECERTIFICATION_TYPES: readonly number[] = [
  NOTIFICATION_TYPE.CERTIFICATE_EXPIRING,
  NOTIFICATION_TYPE.CERTIFICATE_EXPIRED,
  NOTIFICATION_TYPE.RENEWAL_ENROLLED,
];
const typeOption = (type: TNotificationType) => ({ value: String(type), label: NOTIFICATION_TYPE_LABELS[type] });
/** The types in two groups: enrolment, deadlines and progress, then certificates that expire (recertification). */
const TYPE_DATA = [
  {
    group: 'Courses and deadlines',
    items: NOTIFICATION_TYPE_IDS.filter((type) => !RECERTIFICATION_TYPES.includes(type)).map(typeOption),
  },
  {
    group: 'Certificates',
    items: NOTIFICATION_TYPE_IDS.filter((type) => RECERTIFICATION_TYPES.includes(type)).map(typeOption),
  },
];

const SOURCE_LABEL: Record<TNotificationContent['source'], string> = {
  default: 'Default text',
  company: 'Company template',
  course: 'This course’s template',
};

function ContentForm({ content, courseId }: { content: TNotificationContent; courseId: string | null }) {
  const [html, setHtml] = useState(content.content);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveNotificationContent();
  const label = `${NOTIFICATION_TYPE_LABELS[content.content_type as TNotificationType]} content`;

  const submit = () => {
    if (!html.trim()) {
      setError(NOTIFICATION_MESSAGES.CONTENT_REQUIRED);
      return;
    }
    setError(undefined);
    save.mutate(
      { courseId, type: content.content_type, content: html },
      {
        onSuccess: () => notifySuccess(NOTIFICATION_MESSAGES.UPDATED),
        onError: (failure) => {
          const messages = isApiError(failure) ? failure.errors.content : undefined;
          if (messages?.length) setError(messages.join(' '));
          notifyError(NOTIFICATION_MESSAGES.SAVE_FAILED);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light" color={content.source === 'default' ? 'gray' : 'indigo'}>
          {SOURCE_LABEL[content.source]}
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
          Save content
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
  const [type, setType] = useState<number>(NOTIFICATION_TYPE.COURSE_ASSIGN);
  const content = useNotificationContent(courseId, type);
  return (
    <Stack gap="md">
      <Select
        label="Notification type"
        data={TYPE_DATA}
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
