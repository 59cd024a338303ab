import { useMutation } from '@tanstack/react-query';
import type { TReportEmailBody } from '@skillway/shared';
import { api } from '../../../api';

/** Email Report: the server builds the file in the background and emails the administrator a link to it. */
export function useEmailReport() {
  return useMutation({
    mutationFn: (body: TReportEmailBody) => api('reports.email', { body }),
  });
}
