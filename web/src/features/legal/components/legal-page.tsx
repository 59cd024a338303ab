import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text, Title, Typography } from '@mantine/core';

/** A page of prose (legal and company text) in a readable measure. */
export function LegalPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={860} mx="auto">
      <Stack gap={4} mb="lg">
        <Title order={1} fz={30}>
          {title}
        </Title>
        {updated && (
          <Text size="sm" c="dimmed">
            <Trans>Last updated: {updated}</Trans>
          </Text>
        )}
      </Stack>
      <Typography>{children}</Typography>
    </Paper>
  );
}
