import { defineHandler } from '../../core/platform/http/define-handler';
import { complianceMatrix } from '../../core/oversight/compliance/compliance-matrix';

export const handler = defineHandler('compliance.matrix', async ({ auth, query, event }) =>
  complianceMatrix(auth, query, event.rawPath),
);
