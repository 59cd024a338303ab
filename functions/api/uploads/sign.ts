import { defineHandler } from '../../core/platform/http/define-handler';
import { signUpload } from '../../core/platform/uploads/sign-upload';

export const handler = defineHandler('uploads.sign', async ({ auth, body }) => ({
  data: await signUpload(auth, body),
}));
