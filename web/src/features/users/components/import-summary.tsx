import { Alert, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MSG } from '@skillway/shared';
import type { TImportSummary } from '@skillway/shared';

/** What the last import did, row counts first; failed rows are listed in the Error Logs below. */
export function ImportSummary({ summary }: { summary: TImportSummary }) {
  const failed = summary.failed > 0;
  return (
    <Alert color={failed ? 'orange' : 'green'} variant="light" role="status" title="Last import">
      <Text size="sm">
        {summary.total_rows} {summary.total_rows === 1 ? 'row' : 'rows'}: {summary.created} created, {summary.updated}{' '}
        updated, {summary.unchanged} unchanged, {summary.failed} failed.
      </Text>
    </Alert>
  );
}

/** After an import: success when every row went in, else a warning that points at the Error Logs. */
export function notifyImportResult(summary: TImportSummary, serverMessage?: string): void {
  if (summary.failed > 0) {
    notifications.show({
      color: 'orange',
      title: 'Import finished',
      message: MSG.IMPORT_DONE_WITH_ERRORS,
      autoClose: 8000,
    });
    return;
  }
  notifications.show({ color: 'green', title: 'Success', message: serverMessage || MSG.IMPORT_DONE });
}
