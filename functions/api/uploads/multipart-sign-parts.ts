import { defineHandler } from '../../core/platform/http/define-handler';
import { signMultipartParts } from '../../core/platform/uploads/multipart/sign-parts';

export const handler = defineHandler('uploads.multipartSignParts', async ({ auth, body }) => ({
  data: await signMultipartParts(auth, body),
}));
