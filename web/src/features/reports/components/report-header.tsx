import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { BackToReports } from './back-to-reports';

/** A report's heading: the way back to the reports landing, the title with the report's actions, and a line on what it shows. */
export function ReportHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <BackToReports />
      <PageHeader title={title}>{actions}</PageHeader>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}
