import { useState } from 'react';
import { Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconDownload, IconFileTypeCsv, IconHelp } from '@tabler/icons-react';
import {
  MSG,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_GUIDE_URL,
  USER_IMPORT_LIMITS,
  USER_IMPORT_SAMPLE_URL,
  type TImportSummary,
} from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { confirmAction } from '../../../lib/confirm';
import { notifyError } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useImportUsersCsv } from '../api/mutations';
import { ImportErrorLogs } from './import-error-logs';
import { ImportSummary, notifyImportResult } from './import-summary';
import { PanelFooter } from '../../../components/panel-form';
import { DropArea } from '../../../components/upload';

const MAX_MB = USER_IMPORT_LIMITS.maxBytes / 1024 / 1024;

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return MSG.IMPORT_TOO_LARGE;
  return MSG.IMPORT_NOT_CSV;
}

/**
 * CSV import for users: sample file and guide, one .csv file, a confirmation, then the server creates or updates
 * users by email. Rows it refuses are listed under 'Error Logs'; a clean import closes the panel.
 */
export function CsvImportPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState<TImportSummary | null>(null);
  const importCsv = useImportUsersCsv();

  const close = () => {
    setFile(null);
    setSummary(null);
    onClose();
  };

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    // The accept list checks the type the browser reports, which varies for CSV; the extension decides here.
    if (!chosen.name.toLowerCase().endsWith('.csv')) return notifyError(MSG.IMPORT_NOT_CSV);
    setFile(chosen);
    setSummary(null);
  };

  const runImport = async () => {
    if (!file) return notifyError(MSG.IMPORT_FILE_REQUIRED);
    if (!(await confirmAction({ title: 'Confirm import', message: MSG.IMPORT_CONFIRM, confirmLabel: 'Import' })))
      return;
    importCsv.mutate(file, {
      onSuccess: (result) => {
        setFile(null);
        notifyImportResult(result.data, result.message);
        // A clean import closes the panel; otherwise it stays open on the refused rows listed below.
        if (result.data.failed > 0) setSummary(result.data);
        else close();
      },
      onError: (error) => notifyApiError(error),
    });
  };

  return (
    <SidePanel opened={opened} onClose={close} title="Import Users" size={620}>
      <Stack gap="md">
        <Text size="sm">
          Upload a CSV file with the columns <b>{USER_IMPORT_COLUMNS.join(', ')}</b>. Users are matched by email: new
          addresses are added, known ones updated. Groups are group names separated by semicolons.
        </Text>
        <Group gap="lg">
          <Anchor href={USER_IMPORT_SAMPLE_URL} download size="sm">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden /> Download sample file
            </Group>
          </Anchor>
          <Anchor href={USER_IMPORT_GUIDE_URL} target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span">
              <IconHelp size={16} aria-hidden /> Import guide
            </Group>
          </Anchor>
        </Group>

        <DropArea
          onDrop={choose}
          onReject={(rejections) => notifyError(rejectionMessage(rejections))}
          accept={{ 'text/csv': ['.csv'] }}
          maxSize={USER_IMPORT_LIMITS.maxBytes}
          disabled={importCsv.isPending}
          label="Choose a CSV file"
          prompt="Drop a CSV file here or click to choose one"
          hint={`.csv only, up to ${MAX_MB} MB and ${USER_IMPORT_LIMITS.maxRows} rows`}
          idleIcon={IconFileTypeCsv}
        />

        {file && (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Selected: <b>{file.name}</b> ({Math.max(1, Math.round(file.size / 1024))} KB)
            </Text>
            <Button
              variant="subtle"
              size="xs"
              color="gray"
              onClick={() => setFile(null)}
              disabled={importCsv.isPending}
            >
              Remove
            </Button>
          </Group>
        )}

        <PanelFooter
          onCancel={close}
          onSubmit={() => void runImport()}
          submitLabel="Import"
          submitting={importCsv.isPending}
          submitDisabled={!file}
        />

        {summary && <ImportSummary summary={summary} />}
        <Divider />
        <ImportErrorLogs enabled={opened} />
      </Stack>
    </SidePanel>
  );
}
