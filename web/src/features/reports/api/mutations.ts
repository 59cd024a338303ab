import { useMutation } from '@tanstack/react-query';
import type { TExportType, TReportEmailBody, TReportScheduleBody } from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { reportKeys } from './query-keys';

/** Email Report: the server builds the file in the background and emails its recipients (by default you) a link. */
export function useEmailReport() {
  return useMutation({
    mutationFn: (body: TReportEmailBody) => api('reports.email', { body }),
  });
}

/** Export: the report's file now, as a short-lived link (or by email when it takes long). */
export function exportReportFile(request: Omit<TReportEmailBody, 'type'>, type: TExportType) {
  return api('reports.export', { body: { ...request, type } });
}

/** Email to… every week or month. */
export function useScheduleReport() {
  const invalidate = useInvalidate(reportKeys.schedules());
  return useMutation({
    mutationFn: (body: TReportScheduleBody) => api('reports.scheduleCreate', { body }),
    onSuccess: invalidate,
  });
}

/** Stops a scheduled report. */
export function useDeleteReportSchedule() {
  const invalidate = useInvalidate(reportKeys.schedules());
  return useMutation({
    mutationFn: (id: string) => api('reports.scheduleDelete', { params: { id } }),
    onSuccess: invalidate,
  });
}
