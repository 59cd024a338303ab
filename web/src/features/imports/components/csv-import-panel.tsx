import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Divider, Group, Progress, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconDownload, IconFileTypeCsv, IconHelp } from '@tabler/icons-react';
import { MB, MSG, type TErrorLogContainer } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { PanelFooter } from '../../../components/panel-form';
import { DropArea } from '../../../components/upload';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifyError } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { ImportErrorLogs } from './import-error-logs';

function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return specText(MSG.IMPORT_TOO_LARGE);
  return specText(MSG.IMPORT_NOT_CSV);
}

export interface TCsvImportPanelProps<TResult> {
  opened: boolean;
  onClose: () => void;
  /** The panel's title ('Import Users', 'Import External Training'). */
  title: string;
  /** The guide to the columns, above the sample file's link. */
  guide: ReactNode;
  /** The sample CSV served from web/public. */
  sampleUrl: string;
  /** A longer guide page, when the import has one. */
  guideUrl?: string;
  /** The server's limits on the file, shown under the drop zone (the server enforces them). */
  limits: { maxBytes: number; maxRows: number };
  /** The confirmation asked before the import runs. */
  confirmMessage: string;
  /** Whose error logs are listed under 'Error Logs'. */
  container: TErrorLogContainer;
  /** The import call (one CSV file as multipart `file`). */
  importCsv: UseMutationResult<TResult, unknown, File>;
  /**
   * After the server answered: tells the user what happened and returns what to keep shown above the error logs
   * (the panel stays open), or null when the import was clean and the panel closes.
   */
  onImported: (result: TResult) => ReactNode | null;
}

/**
 * A CSV import panel: the guide, sample file, one .csv file dropped or chosen, a confirmation, then the server's
 * import. What it refused is listed under 'Error Logs'; a clean import closes the panel.
 */
export function CsvImportPanel<TResult>({
  opened,
  onClose,
  title,
  guide,
  sampleUrl,
  guideUrl,
  limits,
  confirmMessage,
  container,
  importCsv,
  onImported,
}: TCsvImportPanelProps<TResult>) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<ReactNode>(null);

  const close = () => {
    setFile(null);
    setOutcome(null);
    onClose();
  };

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    // The accept list checks the type the browser reports, which varies for CSV; the extension decides here.
    if (!chosen.name.toLowerCase().endsWith('.csv')) return notifyError(specText(MSG.IMPORT_NOT_CSV));
    setFile(chosen);
    setOutcome(null);
  };

  const runImport = async () => {
    if (!file) return notifyError(specText(MSG.IMPORT_FILE_REQUIRED));
    if (!(await confirmAction({ title: t`Confirm import`, message: confirmMessage, confirmLabel: t`Import` }))) return;
    importCsv.mutate(file, {
      onSuccess: (result) => {
        setFile(null);
        const shown = onImported(result);
        // A clean import closes the panel; otherwise it stays open on what went wrong, listed below.
        if (shown === null) close();
        else setOutcome(shown);
      },
      onError: (error) => notifyApiError(error),
    });
  };

  const maxMegabytes = limits.maxBytes / MB;
  const maxRows = limits.maxRows;
  const fileName = file?.name ?? t`the file`;
  const kilobytes = file ? Math.max(1, Math.round(file.size / 1024)) : 0;
  return (
    <SidePanel opened={opened} onClose={close} title={title} size={620}>
      <Stack gap="md">
        {guide}
        <Group gap="lg">
          <Anchor href={sampleUrl} download size="sm">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden /> <Trans>Download sample file</Trans>
            </Group>
          </Anchor>
          {guideUrl && (
            <Anchor href={guideUrl} target="_blank" rel="noopener" size="sm">
              <Group gap={4} component="span">
                <IconHelp size={16} aria-hidden /> <Trans>Import guide</Trans>
              </Group>
            </Anchor>
          )}
        </Group>

        <DropArea
          onDrop={choose}
          onReject={(rejections) => notifyError(rejectionMessage(rejections))}
          accept={{ 'text/csv': ['.csv'] }}
          maxSize={limits.maxBytes}
          disabled={importCsv.isPending}
          label={t`Choose a CSV file`}
          prompt={t`Drop a CSV file here or click to choose one`}
          hint={t`.csv only, up to ${maxMegabytes} MB and ${maxRows} rows`}
          idleIcon={IconFileTypeCsv}
        />

        {file && (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Trans>
                Selected: <b>{fileName}</b> ({kilobytes} KB)
              </Trans>
            </Text>
            <Button
              variant="subtle"
              size="xs"
              color="gray"
              onClick={() => setFile(null)}
              disabled={importCsv.isPending}
            >
              <Trans>Remove</Trans>
            </Button>
          </Group>
        )}

        {importCsv.isPending && (
          // The server reads the whole file in one call: no percentage to give, but a moving bar and what is
          // happening, so a large file does not look stuck.
          <Alert color="blue" variant="light" role="status" p="sm">
            <Text size="sm" mb={6}>
              <Trans>
                Importing {fileName}: every row is checked, then added or updated. A large file can take a minute; keep
                this panel open.
              </Trans>
            </Text>
            <Progress value={100} striped animated aria-label={t`Import in progress`} />
          </Alert>
        )}

        <PanelFooter
          onCancel={close}
          onSubmit={() => void runImport()}
          submitLabel={t`Import`}
          submitting={importCsv.isPending}
          submitDisabled={!file}
        />

        {outcome}
        <Divider />
        <ImportErrorLogs container={container} enabled={opened} />
      </Stack>
    </SidePanel>
  );
}
