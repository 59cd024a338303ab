import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconFileAlert, IconFileZip } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { PERSONAL_DATA_EXPORT_MSG } from '@skillway/shared';
import { isApiError } from '../../../api';
import { AnchorLink } from '../../../components/links/anchor-link';
import { LoadError } from '../../../components/load-error';
import { specText } from '../../../i18n/spec-text';
import { formatDateTime } from '../../../lib/format-date';
import { useDataExport } from '../api/personal-data-export-api';
import { exportSize, useExportDownload } from '../components/personal-data-export-row';

/**
 * The page the export's email and the bell lead to (`/privacy/exports/{id}`, signed in): the export's status, polled
 * while it is prepared, and Download once it is ready. Past its 7 days (410) or not the caller's to open (404) it
 * says so.
 */
export default function PersonalDataExportPage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id: string };
  const item = useDataExport(id);
  const download = useExportDownload();
  const status = isApiError(item.error) ? item.error.status : undefined;
  // Not the caller's to open: another user's, or (403) a role without company data, said the same way as unknown.
  const notFound = status === 404 || status === 403;
  const data = item.data;
  const userName = data?.user_name;
  const requestedAt = data ? formatDateTime(data.created_at) : '';
  const fileName = data?.file_name;
  const size = exportSize(data?.size);
  const expiresAt = data ? formatDateTime(data.expires_at) : '';

  return (
    <Stack gap="lg">
      <AnchorLink to="/privacy/exports" size="sm" w="fit-content">
        <Trans>All data exports</Trans>
      </AnchorLink>
      <Title order={1} fz={28}>
        <Trans>Data Export</Trans>
      </Title>
      {item.isPending && (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading the data export`} />
        </Center>
      )}
      {status === 410 && (
        <Alert color="orange" icon={<IconFileAlert size={18} aria-hidden />} title={t`This data export has expired`}>
          {specText(PERSONAL_DATA_EXPORT_MSG.GONE)}
        </Alert>
      )}
      {notFound && (
        <Alert color="orange" icon={<IconFileAlert size={18} aria-hidden />} title={t`Data export not found`}>
          {specText(PERSONAL_DATA_EXPORT_MSG.NOT_FOUND)}
        </Alert>
      )}
      {item.isError && !notFound && status !== 410 && (
        <LoadError title={t`The data export could not be fetched`} onRetry={() => void item.refetch()} />
      )}
      {data && (
        <Paper withBorder radius="md" p="lg" maw={640}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color={data.status === 'failed' ? 'red' : 'teal'}>
              <IconFileZip size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap="sm" style={{ minWidth: 0 }}>
              <Text fw={600}>
                {data.requested_as === 'admin' ? t`Personal data of ${userName}` : t`Your personal data`}
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>Requested {requestedAt}</Trans>
              </Text>
              {data.status === 'pending' && (
                <Group gap="xs">
                  <Loader size="sm" role="img" aria-label={t`Preparing the data export`} />
                  <Text size="sm">
                    <Trans>We are preparing the export. This page updates by itself.</Trans>
                  </Text>
                </Group>
              )}
              {data.status === 'failed' && <Alert color="red">{specText(PERSONAL_DATA_EXPORT_MSG.FAILED)}</Alert>}
              {data.status === 'ready' && (
                <>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <Trans>
                      {fileName} ({size}), available until {expiresAt}.
                    </Trans>
                  </Text>
                  <Button
                    w="fit-content"
                    leftSection={<IconDownload size={16} aria-hidden />}
                    loading={download.pending}
                    onClick={() => download.run(data.id)}
                  >
                    <Trans>Download</Trans>
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
