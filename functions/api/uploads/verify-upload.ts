import { MATERIAL_UPLOAD_KIND } from '@skillway/shared';
import { readPackageTitle } from '../../core/content/packages/package-title';
import { defineHandler } from '../../core/platform/http/define-handler';
import { verifyUpload } from '../../core/platform/uploads/verify-upload';

/** The content check of an upload; for an e-learning package, also the title its manifest gives it. */
export const handler = defineHandler('uploads.verify', async ({ auth, body, log }) => {
  const verified = await verifyUpload(auth, body);
  if (body.type !== MATERIAL_UPLOAD_KIND.package) return { data: verified };
  const title = await readPackageTitle(verified.key, verified.size, log);
  return { data: title ? { ...verified, package_title: title } : verified };
});
