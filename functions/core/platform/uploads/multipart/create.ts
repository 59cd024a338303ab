import type { TMultipartCreateBody, TMultipartCreateResponse, TMultipartKind } from '@skillway/shared';
import { planParts } from '@skillway/shared/rules/part-plan';
import { AppError } from '../../http/app-error';
import type { TAuth } from '../../http/principal';
import { signRequestProblems } from '../content-check';
import { buildUploadKey } from '../upload-keys';
import { putPendingUpload } from '../upload-repository';
import { kindMaxBytes } from './company-limit';
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
  const maxBytes = await kindMaxBytes(auth.companyId, kind);
  const problems = signRequestProblems(kind, body, maxBytes);
  if (Object.keys(problems).length > 0) throw AppError.validation(problems);

  const contentType = body.content_type.toLowerCase();
  const key = buildUploadKey(auth.companyId, kind, body.file_name);
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
