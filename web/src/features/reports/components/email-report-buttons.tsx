import { Button, Group } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { EXPORT_TYPES, type TExportType, type TReportEmailBody } from '@skillway/shared';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useEmailReport } from '../api/mutations';

const TYPE_LABEL: Record<TExportType, string> = { excel: 'Excel', pdf: 'PDF' };

/** Which report to email, with the screen's filters (the file holds what the screen narrows to, on every page). */
export type TEmailReportRequest = Omit<TReportEmailBody, 'type'>;

/**
 * The two Email Report buttons (Excel, PDF): the server answers at once and emails the administrator a link to the
 * file when it is built; its message is shown as a notification.
 */
export function EmailReportButtons({ request }: { request: TEmailReportRequest }) {
  const email = useEmailReport();
  const send = (type: TExportType) =>
    email.mutate(
      { ...request, type },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (error) => notifyApiError(error),
      },
    );
  return (
    <Group gap="xs" wrap="wrap">
      {EXPORT_TYPES.map((type) => {
        const busy = email.isPending && email.variables?.type === type;
        return (
          <Button
            key={type}
            variant="default"
            size="sm"
            leftSection={<IconMailForward size={16} aria-hidden />}
            loading={busy}
            disabled={email.isPending && !busy}
            onClick={() => send(type)}
          >
            Email Report ({TYPE_LABEL[type]})
          </Button>
        );
      })}
    </Group>
  );
}
