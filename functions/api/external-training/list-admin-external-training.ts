import { defineHandler } from '../../core/platform/http/define-handler';
import { listCompanyExternalTrainingReport } from '../../core/learner/external-training/external-training-queries';

export const handler = defineHandler('externalTraining.adminList', async ({ auth, query }) =>
  listCompanyExternalTrainingReport(auth.companyId, query),
);
