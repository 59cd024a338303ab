import { MATERIAL_UPLOAD_KIND } from '@skillway/shared';
import { readPackageTitle } from '../../core/content/packages/package-title';
import { defineHandler } from '../../core/platform/http/define-handler';
import { completeMultipartUpload } from '../../core/platform/uploads/multipart/complete';
import { parseUploadKey } from '../../core/platform/uploads/upload-keys';

/** The assembled upload, checked as uploads.verify checks one; an e-learning package's title too, as verify gives it. */
export const handler = defineHandler('uploads.multipartComplete', async ({ auth, body, log }) => {
  const verified = await completeMultipartUpload(auth, body);
  if (parseUploadKey(verified.key)?.kind !== MATERIAL_UPLOAD_KIND.package) return { data: verified };
  const title = await readPackageTitle(verified.key, verified.size, log);
  return { data: title ? { ...verified, package_title: title } : verified };
});
