import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PERSONAL_DATA_EXPORT_MSG, type TPersonalDataExport } from '@skillway/shared';
import { downloadUrl } from '../../../lib/download-url';
import { formatDateTime } from '../../../lib/format-date';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDownloadDataExport } from '../api/personal-data-export-api';

/** A zip's size as people read it. */
export function exportSize(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} bytes`;
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
  const download = useExportDownload();
  const title = showName ? `Data export of ${item.user_name}` : 'Data export';
  const requested = `Requested ${formatDateTime(item.created_at)}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      aria-label={`${title}, requested ${formatDateTime(item.created_at)}`}
      component="section"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            {item.expired ? (
              <Badge color="gray">Expired</Badge>
            ) : item.status === 'ready' ? (
              <Badge color="teal">Ready</Badge>
            ) : item.status === 'failed' ? (
              <Badge color="red">Failed</Badge>
            ) : (
              <Badge color="blue">Preparing</Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {requested}
            {item.status === 'ready' && !item.expired
              ? ` · ${exportSize(item.size)} · available until ${formatDateTime(item.expires_at)}`
              : ''}
            {item.expired ? ` · expired ${formatDateTime(item.expires_at)}` : ''}
          </Text>
        </Stack>
        {item.status === 'pending' && !item.expired && (
          <Group gap="xs">
            <Loader size="sm" role="img" aria-label="Preparing the data export" />
            <Text size="sm">Preparing: this takes a minute or two.</Text>
          </Group>
        )}
        {item.status === 'ready' && !item.expired && (
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.pendingId === item.id}
            onClick={() => download.run(item.id)}
          >
            Download
          </Button>
        )}
      </Group>
      {item.status === 'failed' && (
        <Alert color="red" mt="sm">
          {PERSONAL_DATA_EXPORT_MSG.FAILED}
        </Alert>
      )}
    </Paper>
  );
}
