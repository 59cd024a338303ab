import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import type { TPlaylistAsset } from '@skillway/shared';

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
        <Paper key={file.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
              <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
                <IconFileText size={18} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {file.title}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {file.file.original_name} · {sizeText(file.file.size)}
                </Text>
              </div>
            </Group>
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
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
