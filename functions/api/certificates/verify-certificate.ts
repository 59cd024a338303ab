import { defineHandler } from '../../core/platform/http/define-handler';
import { verifyCertificate } from '../../core/learner/certificates/verify-certificate';

export const handler = defineHandler('certificates.verify', async ({ params }) => ({
  data: await verifyCertificate(params.id),
}));
