import { exportReport, exportResponse } from '../../core/oversight/reports/report-requests';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('externalTraining.export', async ({ auth, query, requestId }) =>
  exportResponse(
    await exportReport(auth, {
      report: 'external-training',
      type: query.export_type,
      filters: {
        search: query.search,
        searchUser: query.searchUser,
        completed: query.completed ?? undefined,
        types: query.type?.join(','),
      },
    }),
    requestId,
  ),
);
