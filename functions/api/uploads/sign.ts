import { defineHandler } from '../../core/http/define-handler';
import { signUpload } from '../../core/uploads/sign-upload';

export const handler = defineHandler('uploads.sign', async ({ auth, body }) => ({
  data: await signUpload(auth, body),
}));
