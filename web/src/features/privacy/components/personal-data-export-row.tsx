import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PERSONAL_DATA_EXPORT_MSG, type TPersonalDataExport } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { downloadUrl } from '../../../lib/download-url';
import { formatDateTime } from '../../../lib/format-date';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDownloadDataExport } from '../api/personal-data-export-api';

/** A zip's size as people read it (in the active language). */
export function exportSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1024) return t`${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Asks for a fresh link to a ready export's zip and downloads it. */
export function useExportDownload() {
  const download = useDownloadDataExport();
  const run = (id: string) =>
    download.mutate(id, {
      onSuccess: (link) => downloadUrl(link.url, link.file_name),
      onError: (error) => notifyApiError(error),
    });
  return { run, pending: download.isPending, pendingId: download.isPending ? download.variables : undefined };
}

/**
 * One export as the screens show it: being prepared (a spinner; the list polls), ready (Download, and until when),
 * failed (request it again), or expired.
 */
export function DataExportRow({ item, showName }: { item: TPersonalDataExport; showName?: boolean }) {
  const { t } = useLingui();
  const download = useExportDownload();
  const userName = item.user_name;
  const title = showName ? t`Data export of ${userName}` : t`Data export`;
  const requestedAt = formatDateTime(item.created_at);
  const requested = t`Requested ${requestedAt}`;
  const size = exportSize(item.size);
  const expiresAt = formatDateTime(item.expires_at);
  return (
    <Paper withBorder radius="md" p="md" aria-label={t`${title}, requested ${requestedAt}`} component="section">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            {item.expired ? (
              <Badge color="gray">
                <Trans>Expired</Trans>
              </Badge>
            ) : item.status === 'ready' ? (
              <Badge color="teal">
                <Trans>Ready</Trans>
              </Badge>
            ) : item.status === 'failed' ? (
              <Badge color="red">
                <Trans>Failed</Trans>
              </Badge>
            ) : (
              <Badge color="blue">
                <Trans>Preparing</Trans>
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {requested}
            {item.status === 'ready' && !item.expired ? ` · ${size} · ${t`available until ${expiresAt}`}` : ''}
            {item.expired ? ` · ${t`expired ${expiresAt}`}` : ''}
          </Text>
        </Stack>
        {item.status === 'pending' && !item.expired && (
          <Group gap="xs">
            <Loader size="sm" role="img" aria-label={t`Preparing the data export`} />
            <Text size="sm">
              <Trans>Preparing: this takes a minute or two.</Trans>
            </Text>
          </Group>
        )}
        {item.status === 'ready' && !item.expired && (
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.pendingId === item.id}
            onClick={() => download.run(item.id)}
          >
            <Trans>Download</Trans>
          </Button>
        )}
      </Group>
      {item.status === 'failed' && (
        <Alert color="red" mt="sm">
          {specText(PERSONAL_DATA_EXPORT_MSG.FAILED)}
        </Alert>
      )}
    </Paper>
  );
}
