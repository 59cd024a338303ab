import { defineHandler } from '../../core/platform/http/define-handler';
import { getCertificateLink } from '../../core/learner/certificates/certificate-link';

export const handler = defineHandler('certificates.get', async ({ auth, params, query }) => ({
  data: await getCertificateLink(auth, params.id, query.user_id),
}));
