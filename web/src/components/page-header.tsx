import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

/** A list screen's heading with its actions (e.g. Add New …) on the right, wrapping under it on narrow screens. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Title order={1} fz={28}>
        {title}
      </Title>
      {children}
    </Group>
  );
}
