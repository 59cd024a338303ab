import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconFileAlert, IconFileZip } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { PERSONAL_DATA_EXPORT_MSG } from '@skillway/shared';
import { isApiError } from '../../../api';
import { AnchorLink } from '../../../components/links/anchor-link';
import { LoadError } from '../../../components/load-error';
import { formatDateTime } from '../../../lib/format-date';
import { useDataExport } from '../api/personal-data-export-api';
import { exportSize, useExportDownload } from '../components/personal-data-export-row';

/**
 * The page the export's email and the bell lead to (`/privacy/exports/{id}`, signed in): the export's status, polled
 * while it is prepared, and Download once it is ready. Past its 7 days (410) or not the caller's to open (404) it
 * says so.
 */
export default function PersonalDataExportPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const item = useDataExport(id);
  const download = useExportDownload();
  const status = isApiError(item.error) ? item.error.status : undefined;
  // Not the caller's to open: another user's, or (403) a role without company data, said the same way as unknown.
  const notFound = status === 404 || status === 403;
  const data = item.data;

  return (
    <Stack gap="lg">
      <AnchorLink to="/privacy/exports" size="sm" w="fit-content">
        All data exports
      </AnchorLink>
      <Title order={1} fz={28}>
        Data Export
      </Title>
      {item.isPending && (
        <Center py="xl">
          <Loader role="img" aria-label="Loading the data export" />
        </Center>
      )}
      {status === 410 && (
        <Alert color="orange" icon={<IconFileAlert size={18} aria-hidden />} title="This data export has expired">
          {PERSONAL_DATA_EXPORT_MSG.GONE}
        </Alert>
      )}
      {notFound && (
        <Alert color="orange" icon={<IconFileAlert size={18} aria-hidden />} title="Data export not found">
          {PERSONAL_DATA_EXPORT_MSG.NOT_FOUND}
        </Alert>
      )}
      {item.isError && !notFound && status !== 410 && (
        <LoadError title="The data export could not be fetched" onRetry={() => void item.refetch()} />
      )}
      {data && (
        <Paper withBorder radius="md" p="lg" maw={640}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color={data.status === 'failed' ? 'red' : 'teal'}>
              <IconFileZip size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap="sm" style={{ minWidth: 0 }}>
              <Text fw={600}>
                {data.requested_as === 'admin' ? `Personal data of ${data.user_name}` : 'Your personal data'}
              </Text>
              <Text size="sm" c="dimmed">
                Requested {formatDateTime(data.created_at)}
              </Text>
              {data.status === 'pending' && (
                <Group gap="xs">
                  <Loader size="sm" role="img" aria-label="Preparing the data export" />
                  <Text size="sm">We are preparing the export. This page updates by itself.</Text>
                </Group>
              )}
              {data.status === 'failed' && <Alert color="red">{PERSONAL_DATA_EXPORT_MSG.FAILED}</Alert>}
              {data.status === 'ready' && (
                <>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {data.file_name} ({exportSize(data.size)}), available until {formatDateTime(data.expires_at)}.
                  </Text>
                  <Button
                    w="fit-content"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    loading={download.pending}
                    onClick={() => download.run(data.id)}
                  >
                    Download
                  </Button>
                </>
              )}
            </Stack>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
