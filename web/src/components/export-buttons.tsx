import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import type { TExportAnswer, TExportType } from '@skillway/shared';
import { deliverExport } from '../lib/deliver-export';
import { notifyApiError } from '../lib/notify-api-error';
import { FILE_TYPE_LABEL, FileTypeButtons } from './file-type-buttons';

const ICON: Record<TExportType, typeof IconFileSpreadsheet> = { excel: IconFileSpreadsheet, pdf: IconFileTypePdf };

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
  const { t } = useLingui();
  const exporter = useMutation({ mutationFn: exportFile });
  return (
    <FileTypeButtons
      pending={exporter.isPending ? exporter.variables : null}
      onPress={(type) => exporter.mutate(type, { onSuccess: deliverExport, onError: (error) => notifyApiError(error) })}
      button={(type) => {
        const Icon = ICON[type];
        const format = FILE_TYPE_LABEL[type];
        return {
          text: t`Export ${format}`,
          icon: <Icon size={16} aria-hidden />,
          // The name starts with what the button shows (WCAG 2.5.3, label in name), then says what it exports.
          ariaLabel: t`Export ${format}: ${what}`,
        };
      }}
    />
  );
}
