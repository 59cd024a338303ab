import { defineHandler } from '../../core/platform/http/define-handler';
import { companyUploadLimits } from '../../core/platform/uploads/multipart/company-limit';

export const handler = defineHandler('uploads.limits', async ({ auth }) => ({
  data: { max_bytes: await companyUploadLimits(auth.companyId) },
}));
