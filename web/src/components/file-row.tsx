import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';

interface TFileRowProps {
  title: string;
  /** The file's name, and its size where the reader cares. */
  detail: string;
  icon?: ReactNode;
  /** The row's actions (Download, Remove), at its end. */
  children: ReactNode;
}

/** One listed file: its title and name in a bordered row, long names broken anywhere rather than widening it. */
export function FileRow({ title, detail, icon, children }: TFileRowProps) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
          {icon && (
            <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
              {icon}
            </ThemeIcon>
          )}
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Text>
          </div>
        </Group>
        {children}
      </Group>
    </Paper>
  );
}

/** A list of files (FileRow or richer rows), or the caller's note when there is none. */
export function FileList({ count, empty, children }: { count: number; empty: ReactNode; children: ReactNode }) {
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return <Stack gap="xs">{children}</Stack>;
}
