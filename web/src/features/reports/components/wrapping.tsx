import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A column heading that may break over two lines, so a report's counters fit without scrolling sideways. */
export function Wrapping({ children }: { children: ReactNode }) {
  return (
    <Text span inherit style={{ whiteSpace: 'normal' }}>
      {children}
    </Text>
  );
}
