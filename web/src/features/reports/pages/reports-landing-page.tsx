import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { ReportCharts } from '../components/report-charts';
import { ReportTiles } from '../components/report-tiles';
import { ScheduledReports } from '../components/scheduled-reports';

/** The reports landing: the five reports as tiles, then the company's charts (logins, completions, enrolments). */
export default function ReportsLandingPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          <Trans>Reports</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Progress across your company. Open a report to search it, export it as Excel or PDF, or email it to
            administrators and managers, now or every week or month.
          </Trans>
        </Text>
      </Stack>
      <ReportTiles />
      <ReportCharts />
      <ScheduledReports />
    </Stack>
  );
}
