import { Trans, useLingui } from '@lingui/react/macro';
import { List, Loader, Stack, Text, Title } from '@mantine/core';
import { MSG, type TErrorLogContainer } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { formatDateTime } from '../../../lib/format-date';
import { useImportErrorLogs } from '../api/queries';
import { LoadError } from '../../../components/load-error';

/**
 * 'Error Logs': the newest refused rows of a container's imports (User: the users CSV and BreatheHR; External: the
 * external training CSV), in red, with row and reason.
 */
export function ImportErrorLogs({ container, enabled }: { container: TErrorLogContainer; enabled: boolean }) {
  const { t } = useLingui();
  const logs = useImportErrorLogs(container, enabled);
  return (
    <Stack gap="xs" component="section" aria-labelledby="import-error-logs">
      <Title order={3} fz="md" id="import-error-logs">
        <Trans>Error Logs</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        {specText(MSG.IMPORT_ERRORS_BELOW)}
      </Text>
      {logs.isPending && enabled && <Loader role="img" size="sm" aria-label={t`Loading error logs`} />}
      {logs.isError && <LoadError onRetry={logs.refetch} />}
      {logs.isSuccess && logs.data.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No errors.</Trans>
        </Text>
      )}
      {logs.isSuccess && logs.data.length > 0 && (
        <List size="sm" spacing={6} c="red" aria-label={t`Import errors`}>
          {logs.data.map((log) => {
            const row = log.row;
            return (
              <List.Item key={log.id}>
                <Text span size="sm" fw={600} c="red">
                  {row !== null ? t`Row ${row}` : log.source === 'breathe' ? 'BreatheHR' : t`File`}
                  {log.email ? ` (${log.email})` : ''}:
                </Text>{' '}
                <Text span size="sm" c="red">
                  {specText(log.message)}
                </Text>
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {log.file_name ? `${log.file_name}, ` : ''}
                  {formatDateTime(log.created_at)}
                </Text>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
