import { defineHandler } from '../../core/platform/http/define-handler';
import { abortMultipartUpload } from '../../core/platform/uploads/multipart/abort';

export const handler = defineHandler('uploads.multipartAbort', async ({ auth, body }) => ({
  data: await abortMultipartUpload(auth, body),
}));
