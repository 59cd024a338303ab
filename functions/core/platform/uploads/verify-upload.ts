import type { TUploadKindName } from '@skillway/shared';
import { AppError } from '../http/app-error';
import { uploadsBucket } from '../storage/s3-bucket';
import { deleteObject, getObject, headObject } from '../storage/s3-rest-objects';
import type { TAuth } from '../http/principal';
import { isTextType, textContentProblem, uploadedContentProblem } from './content-check';
import { isCompanyUploadKey } from './upload-keys';
import { imageTailProblem, isZipType, zipProblem } from './structure-checks';
import { DOCUMENT_ZIP_RULES, PACKAGE_ZIP_RULES } from './zip-directory';
import { deleteUploadRecord, findUpload, markUploadVerified } from './upload-repository';
import { kindMaxBytes } from './multipart/company-limit';

/** Enough of the file for the detector to name Office documents inside their ZIP container. */
const SNIFF_BYTES = 64 * 1024;

export interface TVerifiedUpload {
  key: string;
  size: number;
  mime_type: string;
  original_name: string;
}

async function firstBytes(key: string, size: number, limit = SNIFF_BYTES): Promise<Uint8Array> {
  return (await getObject(uploadsBucket(), key, { range: { start: 0, end: Math.min(size, limit) - 1 } })).body;
}

/** Magic bytes name binary files; a text format (WebVTT) is read whole (its kind's limit is small) and checked. */
async function contentProblem(
  kind: TUploadKindName,
  key: string,
  declaredType: string,
  head: { contentLength: number; contentType?: string | undefined },
  maxBytes: number,
): Promise<string | null> {
  const size = head.contentLength;
  const text = isTextType(declaredType);
  // file-type (its ZIP/Office readers) is evaluated on the first check, not at cold start (issue 13).
  const detected =
    size > 0 && !text ? await (await import('file-type')).fileTypeFromBuffer(await firstBytes(key, size)) : undefined;
  const basic = uploadedContentProblem(kind, {
    size,
    declaredType,
    storedType: head.contentType,
    detectedType: text ? declaredType : detected?.mime,
    maxBytes,
  });
  if (basic) return basic;
  if (text) return textContentProblem(declaredType, await firstBytes(key, size, size));
  if (!isZipType(declaredType)) return imageTailProblem(key, size, declaredType);
  return zipProblem(key, size, kind === 'course-package' ? PACKAGE_ZIP_RULES : DOCUMENT_ZIP_RULES);
}

/**
 * The content check of one issued upload key in a company: an already verified key answers its metadata; a pending
 * one whose object has landed is checked (size within the company's limit for the kind, stored type, magic bytes,
 * and an Office container's declared uncompressed size) and marked verified, or deleted (object and record) with a
 * 422 on `field` naming the problem.
 * Undefined when the key is not this company's, was never issued here for this kind, was already used, or has no
 * object yet. Shared by the verify call, every save that adopts an upload, and the S3 ObjectCreated worker.
 */
export async function checkUploadKey(
  companyId: string,
  key: string,
  kind: TUploadKindName,
  field = 'key',
): Promise<TVerifiedUpload | undefined> {
  if (!isCompanyUploadKey(key, companyId, kind)) return undefined;
  const record = await findUpload(companyId, key);
  if (!record || record.kind !== kind) return undefined;
  if (record.status === 'verified' && record.size !== undefined && record.mime_type) {
    return { key: record.key, size: record.size, mime_type: record.mime_type, original_name: record.original_name };
  }

  const head = await headObject(uploadsBucket(), key);
  if (!head) return undefined;
  const size = head.contentLength;
  const maxBytes = await kindMaxBytes(companyId, kind);
  const problem = await contentProblem(kind, key, record.content_type, head, maxBytes);
  if (problem) {
    await deleteObject(uploadsBucket(), key);
    await deleteUploadRecord(companyId, key);
    throw AppError.field(field, problem);
  }
  await markUploadVerified(companyId, key, { size, mimeType: record.content_type });
  return { key, size, mime_type: record.content_type, original_name: record.original_name };
}

/**
 * The content check after a presigned upload (s3rver does not enforce POST policies, so locally this is what
 * enforces them; on AWS it is the magic-byte check the policy cannot do). A key outside the caller's company, or
 * one this server did not issue, is a 404. A refused file is deleted and the answer names the problem.
 */
export async function verifyUpload(auth: TAuth, input: { type: string; key: string }): Promise<TVerifiedUpload> {
  const kind = input.type as TUploadKindName;
  if (!isCompanyUploadKey(input.key, auth.companyId, kind)) throw AppError.notFound();
  const record = await findUpload(auth.companyId, input.key);
  if (!record || record.kind !== kind) throw AppError.notFound();
  const verified = await checkUploadKey(auth.companyId, input.key, kind);
  if (!verified) throw AppError.field('key', 'The file has not been uploaded yet.');
  return verified;
}
