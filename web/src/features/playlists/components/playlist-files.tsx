import { Button, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import type { TPlaylistAsset } from '@skillway/shared';
import { FileRow } from '../../../components/file-row';

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Additional Content: each file's title and name with a Download button (links are short-lived: fetched fresh). */
export function PlaylistFiles({ files }: { files: readonly TPlaylistAsset[] }) {
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No additional content.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {files.map((file) => (
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
            ml="auto"
            rightSection={<IconDownload size={14} aria-hidden />}
            aria-label={`Download ${file.title}`}
          >
            Download
          </Button>
        </FileRow>
      ))}
    </Stack>
  );
}
