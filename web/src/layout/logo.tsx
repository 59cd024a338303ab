import { Group, Text } from '@mantine/core';
import { BRAND } from '../app/brand';

/** The Skillway mark and word; decorative mark, the word is the accessible name. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-indigo-7)" />
        <path
          d="M8 21.5c2.2 1.6 4.9 2.5 8 2.5 4.4 0 7-2 7-5.1 0-2.8-2-4-5.6-4.8l-2.1-.5c-1.7-.4-2.4-.9-2.4-1.8 0-1.1 1.1-1.8 2.9-1.8 1.9 0 3.6.6 5.1 1.7l1.7-3C21 7.5 18.8 7 16.5 7 12.3 7 9.6 9.1 9.6 12.1c0 2.7 1.9 4 5.4 4.8l2.1.5c1.8.4 2.5.9 2.5 1.9 0 1.2-1.2 1.9-3.3 1.9-2.5 0-4.7-.8-6.6-2.3L8 21.5z"
          fill="#fff"
        />
      </svg>
      <Text component="span" fw={800} fz={size * 0.72} c="indigo.9" style={{ letterSpacing: '-0.02em' }}>
        {BRAND.name}
      </Text>
    </Group>
  );
}
