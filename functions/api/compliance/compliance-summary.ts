import { defineHandler } from '../../core/platform/http/define-handler';
import { complianceSummary } from '../../core/oversight/compliance/compliance-summary';

export const handler = defineHandler('compliance.summary', async ({ auth, query }) => ({
  data: await complianceSummary(auth, { groupId: query.group_id, managerId: query.manager_id }),
}));
