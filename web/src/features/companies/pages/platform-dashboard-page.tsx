import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import { IconBuilding, IconUserCheck, IconUsers } from '@tabler/icons-react';
import type { TPlatformFigures } from '@skillway/shared';
import { ChartCard } from '../../reports/components/chart-card';
import { LoadError } from '../../../components/load-error';
import { usePlatformFigures } from '../api/queries';
import { specText } from '../../../i18n/spec-text';

const CHART_HEIGHT = 240;

/** `yyyy-mm` as "November 2026". */
function monthName(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  if (!year || !mm) return month;
  return new Date(Date.UTC(year, mm - 1, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

interface TStatProps {
  label: string;
  value: number;
  hint: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

function Stat({ label, value, hint, icon: Icon }: TStatProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {value.toLocaleString('en-GB')}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <ThemeIcon size={44} radius="xl" variant="light" color="indigo">
          <Icon size={24} aria-hidden />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

function CompaniesByState({ figures }: { figures: TPlatformFigures }) {
  const { t } = useLingui();
  // `Companies` is the series' key; its label is in the active language.
  const rows = figures.companies_by_state.map((row) => ({
    state: specText(row.state_description),
    Companies: row.total,
  }));
  const companies = t`Companies`;
  return (
    <ChartCard
      title={t`Companies by State`}
      description={t`Every customer company, by the state of its account.`}
      empty={figures.total_companies === 0 ? t`No companies yet` : null}
      table={{ columns: [t`State`, companies], rows: rows.map((row) => [row.state, row.Companies]) }}
    >
      <BarChart
        h={CHART_HEIGHT}
        data={rows}
        dataKey="state"
        orientation="vertical"
        series={[{ name: 'Companies', label: companies, color: 'indigo.6' }]}
        tickLine="x"
        gridAxis="y"
        xAxisProps={{ allowDecimals: false }}
        yAxisProps={{ width: 170, interval: 0 }}
        barProps={{ radius: 4 }}
        maxBarWidth={28}
        accessibilityLayer={false}
      />
    </ChartCard>
  );
}

function Figures({ figures }: { figures: TPlatformFigures }) {
  const { t } = useLingui();
  const month = monthName(figures.month);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stat label={t`Companies`} value={figures.total_companies} hint={t`Customer companies`} icon={IconBuilding} />
        <Stat label={t`Users`} value={figures.total_users} hint={t`Users of every company`} icon={IconUsers} />
        <Stat
          label={t`Learners active this month`}
          value={figures.active_learners_this_month}
          hint={t`Signed in during ${month}`}
          icon={IconUserCheck}
        />
      </SimpleGrid>
      <CompaniesByState figures={figures} />
    </Stack>
  );
}

/** The super administrator's landing: the platform's figures (GET /v1/platform/figures). */
export default function PlatformDashboardPage() {
  const { t } = useLingui();
  const figures = usePlatformFigures();
  let body;
  if (figures.isPending) {
    body = (
      <Stack gap="md" aria-busy="true" aria-label={t`Loading the platform figures`}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={110} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton h={340} radius="md" />
      </Stack>
    );
  } else if (figures.isError) {
    body = <LoadError title={t`The platform figures could not be loaded`} onRetry={() => void figures.refetch()} />;
  } else {
    body = <Figures figures={figures.data} />;
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          <Trans>Dashboard</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>The platform at a glance: its companies, their users and who is learning this month.</Trans>
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
