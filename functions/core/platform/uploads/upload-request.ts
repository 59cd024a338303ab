import type { TUploadKindName } from '@skillway/shared';
import { AppError } from '../http/app-error';
import type { TAuth } from '../http/principal';
import { signRequestProblems } from './content-check';
import { kindMaxBytes } from './multipart/company-limit';
import { buildUploadKey } from './upload-keys';

/**
 * A new upload (a single POST or a multipart one) held to its kind's rules and the company's limit before anything is
 * signed: a 422 naming the field, else the limit, the declared type and the key the server picked for it.
 */
export async function acceptUploadRequest(
  auth: TAuth,
  kind: TUploadKindName,
  body: { file_name: string; content_type: string; size: number },
): Promise<{ maxBytes: number; contentType: string; key: string }> {
  // A course video's limit is the company's (companies.setVideoLimit).
  const maxBytes = await kindMaxBytes(auth.companyId, kind);
  const problems = signRequestProblems(kind, body, maxBytes);
  if (Object.keys(problems).length > 0) throw AppError.validation(problems);
  return {
    maxBytes,
    contentType: body.content_type.toLowerCase(),
    key: buildUploadKey(auth.companyId, kind, body.file_name),
  };
}
