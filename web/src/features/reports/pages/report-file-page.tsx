import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconFileAlert, IconFileCheck } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { MSG, ROLE } from '@skillway/shared';
import { isApiError, useSession } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { useReportFile } from '../api/queries';
import { BackToReports } from '../components/back-to-reports';
import { LoadError } from '../../../components/load-error';
import { openFile } from '../lib/open-file';

const TYPE_LABEL: Record<string, string> = { excel: 'Excel', pdf: 'PDF', csv: 'CSV' };

/**
 * The page an emailed report's link opens (`/reports/files/{id}`, and `/admin/reports/files/{id}` of links emailed
 * before): it asks for a fresh short-lived link to the file and opens it; Download again asks for another. A report
 * kept past its days (or never made, or not sent to this manager) says so.
 */
export default function ReportFilePage() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false }) as { id: string };
  const isAdmin = useSession()?.user.role_id === ROLE.ADMIN;
  const file = useReportFile(id);
  const url = file.data?.url;

  // Each fresh link (the first, and every Download again) is opened once.
  useEffect(() => {
    if (url) openFile(url);
  }, [url, file.dataUpdatedAt]);

  const gone = isApiError(file.error) && file.error.status === 404;
  const fileType = file.data ? (TYPE_LABEL[file.data.data.type] ?? '') : '';

  return (
    <Stack gap="lg">
      {isAdmin && <BackToReports />}
      <Title order={1} fz={28}>
        <Trans>Your Report</Trans>
      </Title>
      {file.isPending && (
        <Center py="xl">
          <Loader role="img" aria-label={t`Fetching your report`} />
        </Center>
      )}
      {gone && (
        <Alert
          color="orange"
          icon={<IconFileAlert size={18} aria-hidden />}
          title={t`This report is no longer available`}
        >
          {specText(MSG.REPORT_FILE_GONE)}
        </Alert>
      )}
      {file.isError && !gone && (
        <LoadError title={t`Your report could not be fetched`} onRetry={() => void file.refetch()} />
      )}
      {file.data && (
        <Paper withBorder radius="md" p="lg" maw={640}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color="teal">
              <IconFileCheck size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap="sm" style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {file.data.data.file_name}
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>Your {fileType} report is downloading. If it did not start, download it again.</Trans>
              </Text>
              <Button
                w="fit-content"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={file.isFetching}
                onClick={() => void file.refetch()}
              >
                <Trans>Download again</Trans>
              </Button>
            </Stack>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
