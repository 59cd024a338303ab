import type { TUploadKindName } from '@skillway/shared';
import type { TSignBody, TSignResponse } from '@skillway/shared';
import { browserS3Endpoint } from '../http/browser-origin';
import type { TAuth } from '../http/principal';
import { presignPost } from '../storage/presign-upload';
import { acceptUploadRequest } from './upload-request';
import { putPendingUpload } from './upload-repository';

const EXPIRES_IN_SECONDS = 5 * 60;

/**
 * A presigned POST for one file: the server picks the key under the caller's company; the policy pins the key,
 * the content type and the size range. The key is recorded as pending so verification can tell it was issued here.
 */
export async function signUpload(auth: TAuth, body: TSignBody): Promise<TSignResponse['data']> {
  const kind = body.type as TUploadKindName;
  // The company's limit is held here and again by the policy's range.
  const { maxBytes, contentType, key } = await acceptUploadRequest(auth, kind, body);
  // Signed for the browser's S3 origin: locally the same-origin proxy on the host it used, on AWS the bucket.
  const { url, fields } = presignPost({
    endpoint: browserS3Endpoint(),
    key,
    conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    fields: { 'Content-Type': contentType },
    expiresIn: EXPIRES_IN_SECONDS,
  });
  await putPendingUpload({
    companyId: auth.companyId,
    key,
    kind,
    originalName: body.file_name,
    contentType,
    uploadedBy: auth.userId,
  });
  return { url, fields, key, max_bytes: maxBytes, expires_in: EXPIRES_IN_SECONDS };
}
