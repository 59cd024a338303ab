import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';

/** The file uploaded in a panel, named, with Remove (which undoes the choice; nothing is saved yet). */
export function UploadedFile({ name, onRemove, disabled }: { name: string; onRemove: () => void; disabled?: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconFile size={20} aria-hidden />
          <Text size="sm" truncate="end">
            {name}
          </Text>
        </Group>
        <Button size="xs" variant="subtle" color="red" onClick={onRemove} disabled={disabled}>
          <Trans>Remove</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
