import { useId, type ReactNode } from 'react';
import { Box, Paper, Stack, Table, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconChartDots } from '@tabler/icons-react';

/** The figures a chart draws, as a table for screen readers (the drawing itself is hidden from them). */
interface TChartTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

interface TChartCardProps {
  title: string;
  /** One line under the title on what is counted. */
  description: string;
  /** Nothing to draw: the empty message shows instead of the chart (a new company). */
  empty: string | null;
  table: TChartTable;
  children: ReactNode;
}

/** One chart of the reports landing: title, the chart (or its empty state) and its figures as a hidden table. */
export function ChartCard({ title, description, empty, table, children }: TChartCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} h="100%" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} fz={18} id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {empty ? (
          <Stack align="center" justify="center" gap="xs" h={240}>
            <ThemeIcon size={44} radius="xl" variant="light" color="gray">
              <IconChartDots size={24} aria-hidden />
            </ThemeIcon>
            <Text c="dimmed">{empty}</Text>
          </Stack>
        ) : (
          <>
            <Box aria-hidden data-chart={title}>
              {children}
            </Box>
            <VisuallyHidden>
              <Table aria-label={title}>
                <Table.Thead>
                  <Table.Tr>
                    {table.columns.map((column) => (
                      <Table.Th key={column}>{column}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.rows.map((row) => (
                    <Table.Tr key={String(row[0])}>
                      {row.map((cell, i) => (
                        <Table.Td key={table.columns[i]}>{cell}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
