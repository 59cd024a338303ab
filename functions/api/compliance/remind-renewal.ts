import { defineHandler } from '../../core/platform/http/define-handler';
import { remindRenewal } from '../../core/oversight/compliance/remind-renewal';

export const handler = defineHandler('compliance.remind', async ({ auth, body }) => remindRenewal(auth, body));
