import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconFileSpreadsheet, IconFileTypePdf, IconPlus, IconUpload } from '@tabler/icons-react';
import { EXTERNAL_TRAINING_REPORT_PAGE_SIZES, type TExternalTraining } from '@skillway/shared';
import { AnchorLink } from '../../../components/links/anchor-link';
import { ListCard } from '../../../components/list-card';
import classes from '../../../components/list-card/sticky-actions.module.css';
import { PageHeader } from '../../../components/page-header';
import { specText } from '../../../i18n/spec-text';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useListParams } from '../../../lib/use-list-params';
import { useExportExternalTraining } from '../api/mutations';
import { useExternalTrainingReport } from '../api/queries';
import type { TExternalTrainingFilters } from '../api/query-keys';
import { ExternalTrainingActions } from '../components/external-training-actions';
import { externalTrainingColumns } from '../components/external-training-columns';
import { ExternalTrainingImportPanel } from '../components/external-training-import-panel';
import { ExternalTrainingPanel } from '../components/external-training-panel';
import { ReportFilters } from '../components/report-filters';
import { openInNewWindow } from '../lib/open-in-new-window';

const NO_FILTERS: TExternalTrainingFilters = { types: [], user: '', completed: null };

/**
 * The External Training report (/admin/reports/external-training): every record of the company with its user,
 * searched by course title, filtered by training types, user and day completed; Add, Import, Export Excel / PDF
 * (with the same filters), and per row the certificate, Edit and Delete.
 */
export default function ExternalTrainingReportPage() {
  const { t } = useLingui();
  const list = useListParams();
  const [filters, setFilters] = useState<TExternalTrainingFilters>(NO_FILTERS);
  const report = useExternalTrainingReport(list.params, filters);
  const exportReport = useExportExternalTraining();
  const [panel, setPanel] = useState<{ opened: boolean; record: TExternalTraining | null }>({
    opened: false,
    record: null,
  });
  const [importing, setImporting] = useState(false);

  const changeFilters = (change: Partial<TExternalTrainingFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    list.resetPage();
  };

  const runExport = (type: 'excel' | 'pdf') =>
    exportReport.mutate(
      { type, search: list.params.search, filters },
      {
        onSuccess: (answer) =>
          'url' in answer ? openInNewWindow(answer.data.url) : notifySuccess(specText(answer.message)),
        onError: (error) => notifyApiError(error),
      },
    );
  const exporting = exportReport.isPending ? exportReport.variables.type : null;

  const columns = externalTrainingColumns({
    withUser: true,
    adminDates: true,
    actions: (record) => (
      <ExternalTrainingActions record={record} onEdit={(edited) => setPanel({ opened: true, record: edited })} />
    ),
  });
  const filtered = Boolean(list.params.search || filters.user || filters.completed || filters.types.length > 0);

  return (
    <Stack gap="lg">
      <AnchorLink to="/admin/reports" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> <Trans>Back to Reports</Trans>
        </Group>
      </AnchorLink>
      <PageHeader title={t`External Training Report`}>
        <Group gap="sm" wrap="wrap">
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setPanel({ opened: true, record: null })}
          >
            <Trans>Add External Training</Trans>
          </Button>
          <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setImporting(true)}>
            <Trans>Import External Training</Trans>
          </Button>
        </Group>
      </PageHeader>

      <ListCard
        search={{ label: t`Search Course Title` }}
        filters={<ReportFilters filters={filters} onChange={changeFilters} />}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() => runExport('excel')}
              loading={exporting === 'excel'}
              disabled={exporting === 'pdf'}
            >
              <Trans>Export Excel</Trans>
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              onClick={() => runExport('pdf')}
              loading={exporting === 'pdf'}
              disabled={exporting === 'excel'}
            >
              <Trans>Export PDF</Trans>
            </Button>
          </>
        }
        list={list}
        total={report.data?.meta.pagination.total ?? 0}
        failed={report.isError}
        onRetry={report.refetch}
        caption={t`External Training Report`}
        columns={columns}
        rows={report.data?.data ?? []}
        rowId={(r) => r.id}
        loading={report.isFetching}
        empty={filtered ? t`No external training matches your search.` : t`No external training has been added yet.`}
        tableClassName={classes.sticky}
        pageSizes={EXTERNAL_TRAINING_REPORT_PAGE_SIZES}
        minWidth={1250}
      />

      <ExternalTrainingPanel
        opened={panel.opened}
        record={panel.record}
        admin
        onClose={() => setPanel((p) => ({ ...p, opened: false }))}
      />
      <ExternalTrainingImportPanel opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
