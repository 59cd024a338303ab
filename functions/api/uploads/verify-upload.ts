import { defineHandler } from '../../core/http/define-handler';
import { verifyUpload } from '../../core/uploads/verify-upload';

export const handler = defineHandler('uploads.verify', async ({ auth, body }) => ({
  data: await verifyUpload(auth, body),
}));
