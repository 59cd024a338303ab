import type { ComponentType, ReactNode } from 'react';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';

export type TTileIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/**
 * The inside of a landing tile (admin landing, help, reports): the icon, something on its right (a chevron or a
 * badge), the label and a one-line description. `size` 'lg' for a page's main tiles, 'md' for a row of them.
 */
export function TileBody({
  icon: Icon,
  label,
  description,
  aside,
  color = 'indigo',
  size = 'lg',
}: {
  icon: TTileIcon;
  label: string;
  description: string;
  aside?: ReactNode;
  color?: string;
  size?: 'md' | 'lg';
}) {
  const large = size === 'lg';
  return (
    <Stack gap={large ? 'sm' : 'xs'}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={large ? 48 : 40} radius="md" variant="light" color={color}>
          <Icon size={large ? 26 : 22} aria-hidden />
        </ThemeIcon>
        {aside}
      </Group>
      <Text fw={700} fz={large ? 'lg' : undefined}>
        {label}
      </Text>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}
