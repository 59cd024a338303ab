import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';
import { ButtonLink } from '../../../components/links/button-link';
import type { TStaticPath } from '../../../routes/paths';

interface TWidgetProps {
  title: string;
  /** The button to the widget's full screen. */
  link: { to: TStaticPath; label: string };
  children: ReactNode;
}

/** One dashboard widget: a heading, the button to its full screen, and its content. */
export function Widget({ title, link, children }: TWidgetProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title} h="100%">
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
        <Title order={2} fz={20}>
          {title}
        </Title>
        <ButtonLink to={link.to} variant="light" size="xs">
          {link.label}
        </ButtonLink>
      </Group>
      {children}
    </Paper>
  );
}
