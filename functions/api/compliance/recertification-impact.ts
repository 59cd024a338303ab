import { defineHandler } from '../../core/platform/http/define-handler';
import { recertificationImpact } from '../../core/oversight/compliance/recertification-commands';

export const handler = defineHandler('compliance.recertificationImpact', async ({ auth, params, body }) =>
  recertificationImpact(auth, params.id, body),
);
