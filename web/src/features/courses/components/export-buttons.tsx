import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { EXPORT_TYPES, type TExportType } from '@skillway/shared';
import { deliverExport } from '../../../lib/deliver-export';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useCourseExport, type TExportTarget } from '../api/report-mutations';

const LABEL: Record<TExportType, { text: string; icon: typeof IconFileSpreadsheet }> = {
  excel: { text: 'Excel', icon: IconFileSpreadsheet },
  pdf: { text: 'PDF', icon: IconFileTypePdf },
};

/**
 * Export Excel / Export PDF: the server writes the whole list (as the screen narrows it) and answers a download
 * link valid for a few minutes, which is followed at once; a file that takes long comes by email instead, and the
 * report request message says so.
 */
export function ExportButtons({ target, what }: { target: TExportTarget; what: string }) {
  const exporter = useCourseExport();
  const run = (type: TExportType) =>
    exporter.mutate(
      { target, type },
      {
        onSuccess: deliverExport,
        onError: (error) => notifyApiError(error),
      },
    );
  return (
    <Group gap="xs" wrap="wrap">
      {EXPORT_TYPES.map((type) => {
        const Icon = LABEL[type].icon;
        const busy = exporter.isPending && exporter.variables?.type === type;
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
