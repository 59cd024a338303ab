import { buildExternalTrainingTable } from '../../core/oversight/reports/external-training-report';
import { exportTable } from '../../core/platform/export/tabular-export';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('externalTraining.export', async ({ auth, query }) => {
  const now = new Date();
  const table = await buildExternalTrainingTable(auth.companyId, query, now);
  return exportTable({
    companyId: auth.companyId,
    kind: 'external-training',
    name: 'external-training',
    type: query.export_type,
    table,
    now,
  });
});
