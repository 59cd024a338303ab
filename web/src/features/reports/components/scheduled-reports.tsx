import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MSG, type TReportSchedule } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { RowAction } from '../../../components/row-action';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { formatShortDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDeleteReportSchedule } from '../api/mutations';
import { useReportSchedules } from '../api/queries';
import { scheduleTitle, scheduleWhen } from '../lib/schedule-text';

const FORMAT: Record<TReportSchedule['type'], string> = { excel: 'Excel', pdf: 'PDF' };

function DeleteSchedule({ schedule }: { schedule: TReportSchedule }) {
  const { t } = useLingui();
  const remove = useDeleteReportSchedule();
  const name = `${scheduleTitle(schedule)}, ${scheduleWhen(schedule)}`;
  const ask = async () => {
    const sure = await confirmAction({
      title: t`Stop scheduled report`,
      message: t`Stop emailing ${name}? Reports already sent stay available for their 7 days.`,
      confirmLabel: t`Stop Report`,
      danger: true,
    });
    if (!sure) return;
    remove.mutate(schedule.id, {
      onSuccess: (answer) => notifySuccess(specText(answer.message)),
      onError: (error) => notifyApiError(error),
    });
  };
  return (
    <RowAction
      tooltip={t`Stop`}
      label={t`Stop scheduled report: ${name}`}
      color="red"
      loading={remove.isPending}
      onClick={() => void ask()}
    >
      <IconTrash size={18} aria-hidden />
    </RowAction>
  );
}

const columns: readonly TColumn<TReportSchedule>[] = [
  {
    key: 'report',
    header: <Trans>Report</Trans>,
    cell: (s) => (
      <Text size="sm" fw={500}>
        {scheduleTitle(s)}
      </Text>
    ),
  },
  { key: 'format', header: <Trans>Format</Trans>, cell: (s) => FORMAT[s.type] },
  { key: 'when', header: <Trans>When</Trans>, cell: scheduleWhen },
  { key: 'recipients', header: <Trans>Recipients</Trans>, cell: (s) => s.recipients.map((r) => r.name).join(', ') },
  { key: 'next', header: <Trans>Next</Trans>, cell: (s) => formatShortDate(s.next_run) },
  { key: 'actions', header: <Trans>Action</Trans>, width: 70, cell: (s) => <DeleteSchedule schedule={s} /> },
];

/** The company's scheduled reports on the reports landing: what goes to whom and when, each with Stop. */
export function ScheduledReports() {
  const { t } = useLingui();
  const schedules = useReportSchedules();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="scheduled-reports">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="scheduled-reports">
          <Trans>Scheduled Reports</Trans>
        </Title>
        {schedules.isError ? (
          <LoadError title={t`Scheduled reports could not be loaded`} onRetry={() => void schedules.refetch()} />
        ) : (
          <DataTable
            caption={t`Scheduled reports`}
            columns={columns}
            rows={schedules.data ?? []}
            rowId={(s) => s.id}
            rowLabel={scheduleTitle}
            loading={schedules.isPending}
            empty={t`No scheduled reports`}
            emptyHint={specText(MSG.REPORT_SCHEDULES_EMPTY)}
            minWidth={720}
          />
        )}
      </Stack>
    </Paper>
  );
}
