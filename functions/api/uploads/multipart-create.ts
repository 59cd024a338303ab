import { defineHandler } from '../../core/platform/http/define-handler';
import { createMultipartUpload } from '../../core/platform/uploads/multipart/create';

export const handler = defineHandler('uploads.multipartCreate', async ({ auth, body }) => ({
  data: await createMultipartUpload(auth, body),
}));
