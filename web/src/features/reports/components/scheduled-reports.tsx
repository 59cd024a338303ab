import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MSG, type TReportSchedule } from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { RowAction } from '../../../components/row-action';
import { confirmAction } from '../../../lib/confirm';
import { formatShortDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDeleteReportSchedule } from '../api/mutations';
import { useReportSchedules } from '../api/queries';
import { scheduleTitle, scheduleWhen } from '../lib/schedule-text';

const FORMAT: Record<TReportSchedule['type'], string> = { excel: 'Excel', pdf: 'PDF' };

function DeleteSchedule({ schedule }: { schedule: TReportSchedule }) {
  const remove = useDeleteReportSchedule();
  const name = `${scheduleTitle(schedule)}, ${scheduleWhen(schedule)}`;
  const ask = async () => {
    const sure = await confirmAction({
      title: 'Stop scheduled report',
      message: `Stop emailing ${name}? Reports already sent stay available for their 7 days.`,
      confirmLabel: 'Stop Report',
      danger: true,
    });
    if (!sure) return;
    remove.mutate(schedule.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyApiError(error),
    });
  };
  return (
    <RowAction
      tooltip="Stop"
      label={`Stop scheduled report: ${name}`}
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
    header: 'Report',
    cell: (s) => (
      <Text size="sm" fw={500}>
        {scheduleTitle(s)}
      </Text>
    ),
  },
  { key: 'format', header: 'Format', cell: (s) => FORMAT[s.type] },
  { key: 'when', header: 'When', cell: scheduleWhen },
  { key: 'recipients', header: 'Recipients', cell: (s) => s.recipients.map((r) => r.name).join(', ') },
  { key: 'next', header: 'Next', cell: (s) => formatShortDate(s.next_run) },
  { key: 'actions', header: 'Action', width: 70, cell: (s) => <DeleteSchedule schedule={s} /> },
];

/** The company's scheduled reports on the reports landing: what goes to whom and when, each with Stop. */
export function ScheduledReports() {
  const schedules = useReportSchedules();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="scheduled-reports">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="scheduled-reports">
          Scheduled Reports
        </Title>
        {schedules.isError ? (
          <LoadError title="Scheduled reports could not be loaded" onRetry={() => void schedules.refetch()} />
        ) : (
          <DataTable
            caption="Scheduled reports"
            columns={columns}
            rows={schedules.data ?? []}
            rowId={(s) => s.id}
            rowLabel={scheduleTitle}
            loading={schedules.isPending}
            empty="No scheduled reports"
            emptyHint={MSG.REPORT_SCHEDULES_EMPTY}
            minWidth={720}
          />
        )}
      </Stack>
    </Paper>
  );
}
