import type { TMultipartCreateBody, TMultipartCreateResponse, TMultipartKind } from '@skillway/shared';
import { planParts } from '@skillway/shared/rules/part-plan';
import type { TAuth } from '../../http/principal';
import { acceptUploadRequest } from '../upload-request';
import { putPendingUpload } from '../upload-repository';
import { createUpload } from './s3-multipart';

/**
 * Starts a multipart upload under the caller's company: the name, type and size are checked against the kind and
 * the company's limit before any byte is sent; the server picks the key, S3 the upload id, planParts the parts.
 * The pending record keeps the upload id and the declared size, which every later call is held to.
 */
export async function createMultipartUpload(
  auth: TAuth,
  body: TMultipartCreateBody,
): Promise<TMultipartCreateResponse['data']> {
  const kind = body.type as TMultipartKind;
  const { maxBytes, contentType, key } = await acceptUploadRequest(auth, kind, body);
  const uploadId = await createUpload(key, contentType);
  await putPendingUpload(
    {
      companyId: auth.companyId,
      key,
      kind,
      originalName: body.file_name,
      contentType,
      uploadedBy: auth.userId,
    },
    { uploadId, size: body.size },
  );
  const plan = planParts(body.size);
  return { key, upload_id: uploadId, part_size: plan.partSize, part_count: plan.partCount, max_bytes: maxBytes };
}
