import { EXPIRING_WITHIN_DAYS } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { listExpiringCertificates } from '../../core/oversight/compliance/expiring-certificates';

export const handler = defineHandler('compliance.expiring', async ({ auth, query }) => ({
  data: await listExpiringCertificates(auth, query.within ?? EXPIRING_WITHIN_DAYS[0]),
}));
