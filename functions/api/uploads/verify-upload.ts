import { defineHandler } from '../../core/platform/http/define-handler';
import { verifyUpload } from '../../core/platform/uploads/verify-upload';

export const handler = defineHandler('uploads.verify', async ({ auth, body }) => ({
  data: await verifyUpload(auth, body),
}));
