import { defineHandler } from '../../core/http/define-handler';
import { verifyCertificate } from '../../core/certificates/verify-certificate';

export const handler = defineHandler('certificates.verify', async ({ params }) => ({
  data: await verifyCertificate(params.id),
}));
