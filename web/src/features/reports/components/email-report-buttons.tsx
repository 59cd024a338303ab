import { useLingui } from '@lingui/react/macro';
import { IconMailForward } from '@tabler/icons-react';
import type { TReportEmailBody } from '@skillway/shared';
import { FILE_TYPE_LABEL, FileTypeButtons } from '../../../components/file-type-buttons';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { specText } from '../../../i18n/spec-text';
import { useEmailReport } from '../api/mutations';

/** Which report to email, with the screen's filters (the file holds what the screen narrows to, on every page). */
export type TEmailReportRequest = Omit<TReportEmailBody, 'type'>;

/**
 * The two Email Report buttons (Excel, PDF): the server answers at once and emails the administrator a link to the
 * file when it is built; its message is shown as a notification.
 */
export function EmailReportButtons({ request }: { request: TEmailReportRequest }) {
  const { t } = useLingui();
  const email = useEmailReport();
  return (
    <FileTypeButtons
      pending={email.isPending ? email.variables.type : null}
      onPress={(type) =>
        email.mutate(
          { ...request, type },
          { onSuccess: (answer) => notifySuccess(specText(answer.message)), onError: (error) => notifyApiError(error) },
        )
      }
      button={(type) => {
        const fileType = FILE_TYPE_LABEL[type];
        return {
          text: t`Email Report (${fileType})`,
          icon: <IconMailForward size={16} aria-hidden />,
        };
      }}
    />
  );
}
