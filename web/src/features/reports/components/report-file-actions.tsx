import { Group } from '@mantine/core';
import { ExportButtons } from '../../../components/export-buttons';
import { exportReportFile } from '../api/mutations';
import { EmailReportButtons, type TEmailReportRequest } from './email-report-buttons';
import { EmailToButton } from './email-to-panel';

/**
 * What a report screen offers for its file, with the screen's filters: Export (Excel, PDF) now, Email Report (to
 * you), and Email to… chosen administrators and managers, now or every week or month.
 */
export function ReportFileActions({ request, what }: { request: TEmailReportRequest; what: string }) {
  return (
    <Group gap="xs" wrap="wrap">
      <ExportButtons what={what} exportFile={(type) => exportReportFile(request, type)} />
      <EmailReportButtons request={request} />
      <EmailToButton request={request} what={what} />
    </Group>
  );
}
