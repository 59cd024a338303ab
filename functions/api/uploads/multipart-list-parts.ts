import { defineHandler } from '../../core/platform/http/define-handler';
import { listMultipartParts } from '../../core/platform/uploads/multipart/list-parts';

export const handler = defineHandler('uploads.multipartListParts', async ({ auth, body }) => ({
  data: await listMultipartParts(auth, body),
}));
