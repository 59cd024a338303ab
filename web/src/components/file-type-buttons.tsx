import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { EXPORT_TYPES, type TExportType } from '@skillway/shared';

/** The formats' names (the same in every language). */
export const FILE_TYPE_LABEL: Record<TExportType, string> = { excel: 'Excel', pdf: 'PDF' };

/** What one file type's button shows: its text, icon and (when the text alone is not enough) accessible name. */
export interface TFileTypeButton {
  text: string;
  icon: ReactNode;
  ariaLabel?: string;
}

/**
 * One button per file type (Excel, PDF) for a request that makes a file: while one is pending it shows as loading
 * and the other waits (disabled), so a file is asked for once.
 */
export function FileTypeButtons({
  pending,
  onPress,
  button,
}: {
  pending: TExportType | null;
  onPress: (type: TExportType) => void;
  button: (type: TExportType) => TFileTypeButton;
}) {
  return (
    <Group gap="xs" wrap="wrap">
      {EXPORT_TYPES.map((type) => {
        const { text, icon, ariaLabel } = button(type);
        return (
          <Button
            key={type}
            variant="default"
            size="sm"
            leftSection={icon}
            loading={pending === type}
            disabled={pending !== null && pending !== type}
            onClick={() => onPress(type)}
            aria-label={ariaLabel}
          >
            {text}
          </Button>
        );
      })}
    </Group>
  );
}
