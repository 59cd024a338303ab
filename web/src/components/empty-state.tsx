import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** The honest "nothing here yet" block: a title, a line of explanation and optionally an action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" py="lg" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          {icon}
        </ThemeIcon>
        <Title order={2} fz={20}>
          {title}
        </Title>
        {children && (
          <Text c="dimmed" maw={480}>
            {children}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
