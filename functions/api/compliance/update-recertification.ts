import { defineHandler } from '../../core/platform/http/define-handler';
import { updateRecertification } from '../../core/oversight/compliance/recertification-commands';

export const handler = defineHandler('compliance.updateRecertification', async ({ auth, params, body }) =>
  updateRecertification(auth, params.id, body),
);
