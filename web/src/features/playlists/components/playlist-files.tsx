import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import type { TPlaylistAsset } from '@skillway/shared';
import { FileList, FileRow } from '../../../components/file-row';
import { formatNumber } from '../../../lib/format-number';

const ONE_DECIMAL: Intl.NumberFormatOptions = {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
};

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / 1024 / 1024, ONE_DECIMAL)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Additional Content: each file's title and name with a Download button (links are short-lived: fetched fresh). */
export function PlaylistFiles({ files }: { files: readonly TPlaylistAsset[] }) {
  const { t } = useLingui();
  return (
    <FileList count={files.length} empty={<Trans>No additional content.</Trans>}>
      {files.map((file) => {
        const title = file.title;
        return (
          <FileRow
            key={file.id}
            title={file.title}
            detail={`${file.file.original_name} · ${sizeText(file.file.size)}`}
            icon={<IconFileText size={18} />}
          >
            <Button
              component="a"
              href={file.file.url}
              download={file.file.original_name}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="light"
              ms="auto"
              rightSection={<IconDownload size={14} aria-hidden />}
              aria-label={t`Download ${title}`}
            >
              <Trans>Download</Trans>
            </Button>
          </FileRow>
        );
      })}
    </FileList>
  );
}
