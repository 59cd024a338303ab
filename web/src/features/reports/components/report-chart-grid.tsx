import { Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { REPORT_CHART_MONTHS, type TReportCharts } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { completionRows, enrolmentCells, loginRows } from '../lib/chart-data';
import { ChartCard } from './chart-card';

/*
 * The landing's three charts drawn (Mantine Charts on Recharts, most of the landing's weight): a chunk of its own,
 * fetched beside the charts' query (report-charts.tsx), so the landing's tiles and text paint without it.
 */
const CHART_HEIGHT = 240;

function LoginsChart({ line }: { line: TReportCharts['line'] }) {
  const { t } = useLingui();
  const { rows, empty } = loginRows(line);
  return (
    <ChartCard
      title={t`Logins by Month`}
      description={t`Sign-ins to your company's accounts over the last ${plural(REPORT_CHART_MONTHS, { one: '# month', other: '# months' })}.`}
      empty={empty ? t`No logins yet` : null}
      table={{ columns: [t`Month`, t`Logins`], rows: rows.map((row) => [row.month, row.Logins]) }}
    >
      <LineChart
        h={CHART_HEIGHT}
        data={rows}
        dataKey="month"
        series={[{ name: 'Logins', label: t`Logins`, color: 'indigo.6' }]}
        curveType="monotone"
        tickLine="y"
        yAxisProps={{ allowDecimals: false, width: 40 }}
        accessibilityLayer={false}
      />
    </ChartCard>
  );
}

function CompletionsChart({ bar }: { bar: TReportCharts['bar'] }) {
  const { t } = useLingui();
  const { rows, series: named, empty } = completionRows(bar);
  // The course types' names come from the server in English; the chart's legend and tooltip show them translated.
  const series = named.map((s) => ({ ...s, label: specText(s.name) }));
  return (
    <ChartCard
      title={t`Completions by Course Type`}
      description={t`Courses completed each month over the last ${plural(REPORT_CHART_MONTHS, { one: '# month', other: '# months' })}, by course type.`}
      empty={empty ? t`No completed courses yet` : null}
      table={{
        columns: [t`Month`, ...series.map((s) => s.label)],
        rows: rows.map((row) => [String(row.month), ...series.map((s) => Number(row[s.name] ?? 0))]),
      }}
    >
      <BarChart
        h={CHART_HEIGHT}
        data={rows}
        dataKey="month"
        series={series}
        type="stacked"
        withLegend
        tickLine="y"
        yAxisProps={{ allowDecimals: false, width: 40 }}
        accessibilityLayer={false}
      />
    </ChartCard>
  );
}

function EnrolmentsChart({ pie }: { pie: TReportCharts['pie'] }) {
  const { t } = useLingui();
  const { cells: named, total, empty } = enrolmentCells(pie);
  // The states' names come from the server in English (their colours are looked up by them, in chart-data).
  const cells = named.map((cell) => ({ ...cell, name: specText(cell.name) }));
  return (
    <ChartCard
      title={t`Enrolments by State`}
      description={t`Where every current course enrolment stands.`}
      empty={empty ? t`No enrolments yet` : null}
      table={{ columns: [t`State`, t`Enrolments`], rows: cells.map((cell) => [cell.name, cell.value]) }}
    >
      <Stack gap="xs" align="center">
        <DonutChart
          data={cells.filter((cell) => cell.value > 0)}
          size={200}
          thickness={28}
          chartLabel={t`${total} enrolments`}
          tooltipDataSource="segment"
          accessibilityLayer={false}
          // The drawing is hidden from screen readers (its figures are a table): no Tab stop in it either.
          pieProps={{ rootTabIndex: -1 }}
        />
        <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
          {cells.map((cell) => (
            <Text key={cell.name} size="xs" c="dimmed">
              <Text span c={cell.color} fw={700} aria-hidden>
                ●{' '}
              </Text>
              {cell.name}: {cell.value}
            </Text>
          ))}
        </SimpleGrid>
      </Stack>
    </ChartCard>
  );
}

/** Logins and enrolments side by side, then the completions across the width (its legend and 12 months of stacked
 * bars need it); one column on a phone. */
export default function ReportChartGrid({ line, bar, pie }: TReportCharts) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <LoginsChart line={line} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <EnrolmentsChart pie={pie} />
      </Grid.Col>
      <Grid.Col span={12}>
        <CompletionsChart bar={bar} />
      </Grid.Col>
    </Grid>
  );
}
