import { lazy, Suspense, useEffect } from 'react';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useReportCharts } from '../api/queries';
import { LoadError } from '../../../components/load-error';

const loadChartGrid = () => import('./report-chart-grid');
const ReportChartGrid = lazy(loadChartGrid);

/** The charts' places while their data or their drawing code loads: the same height, so nothing shifts. */
function ChartsLoading() {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label={t`Loading the charts`}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={330} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** The landing's three charts from GET /reports, with their loading, error and empty states. */
export function ReportCharts() {
  const { t } = useLingui();
  const charts = useReportCharts();
  // The drawing code comes while the data does.
  useEffect(() => void loadChartGrid().catch(() => undefined), []);
  if (charts.isPending) return <ChartsLoading />;
  if (charts.isError) {
    return <LoadError title={t`The charts could not be loaded`} onRetry={() => void charts.refetch()} />;
  }
  return (
    <Suspense fallback={<ChartsLoading />}>
      <ReportChartGrid {...charts.data} />
    </Suspense>
  );
}
