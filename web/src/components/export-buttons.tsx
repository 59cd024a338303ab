import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { EXPORT_TYPES, type TExportAnswer, type TExportType } from '@skillway/shared';
import { deliverExport } from '../lib/deliver-export';
import { notifyApiError } from '../lib/notify-api-error';

const LABEL: Record<TExportType, { text: string; icon: typeof IconFileSpreadsheet }> = {
  excel: { text: 'Excel', icon: IconFileSpreadsheet },
  pdf: { text: 'PDF', icon: IconFileTypePdf },
};

/**
 * Export Excel / Export PDF: the server writes the whole list (as the screen narrows it) and answers a download
 * link valid for a few minutes, which is followed at once; a file that takes long comes by email instead, and the
 * report request message says so. `exportFile` asks for the file of one type.
 */
export function ExportButtons({
  what,
  exportFile,
}: {
  what: string;
  exportFile: (type: TExportType) => Promise<TExportAnswer>;
}) {
  const exporter = useMutation({ mutationFn: exportFile });
  const run = (type: TExportType) =>
    exporter.mutate(type, {
      onSuccess: deliverExport,
      onError: (error) => notifyApiError(error),
    });
  return (
    <Group gap="xs" wrap="wrap">
      {EXPORT_TYPES.map((type) => {
        const Icon = LABEL[type].icon;
        const busy = exporter.isPending && exporter.variables === type;
        return (
          <Button
            key={type}
            variant="default"
            size="sm"
            leftSection={<Icon size={16} aria-hidden />}
            loading={busy}
            disabled={exporter.isPending && !busy}
            onClick={() => run(type)}
            // The name starts with what the button shows (WCAG 2.5.3, label in name), then says what it exports.
            aria-label={`Export ${LABEL[type].text}: ${what}`}
          >
            Export {LABEL[type].text}
          </Button>
        );
      })}
    </Group>
  );
}
