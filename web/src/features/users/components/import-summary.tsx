import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MSG } from '@skillway/shared';
import type { TImportSummary } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';

/** What the last import did, row counts first; failed rows are listed in the Error Logs below. */
export function ImportSummary({ summary }: { summary: TImportSummary }) {
  const { total_rows: rows, created, updated, unchanged, failed } = summary;
  return (
    <Alert color={failed > 0 ? 'orange' : 'green'} variant="light" role="status" title={<Trans>Last import</Trans>}>
      <Text size="sm">
        <Trans>
          <Plural value={rows} one="# row" other="# rows" />: {created} created, {updated} updated, {unchanged}{' '}
          unchanged, {failed} failed.
        </Trans>
      </Text>
    </Alert>
  );
}

/** After an import: success when every row went in, else a warning that points at the Error Logs. */
export function notifyImportResult(summary: TImportSummary, serverMessage?: string): void {
  if (summary.failed > 0) {
    notifications.show({
      color: 'orange',
      title: t`Import finished`,
      message: specText(MSG.IMPORT_DONE_WITH_ERRORS),
      autoClose: 8000,
    });
    return;
  }
  notifications.show({ color: 'green', title: t`Success`, message: specText(serverMessage || MSG.IMPORT_DONE) });
}
