import type { TMultipartListResponse, TMultipartRef } from '@skillway/shared';
import { AppError } from '../../http/app-error';
import type { TAuth } from '../../http/principal';
import { deleteUploadRecord } from '../upload-repository';
import { requireMultipartUpload, type TMultipartRecord } from './multipart-record';
import { isNoSuchUpload, listStoredParts, type TStoredPart } from './s3-multipart';

/**
 * The parts S3 holds for the upload; an upload S3 no longer knows (the two-day clean-up aborted it) is a 404 and
 * its record goes, so the browser starts again instead of resuming.
 */
export async function storedPartsOf(record: TMultipartRecord): Promise<TStoredPart[]> {
  try {
    return await listStoredParts(record.key, record.upload_id);
  } catch (error) {
    if (!isNoSuchUpload(error)) throw error;
    await deleteUploadRecord(record.company_id, record.key);
    throw AppError.notFound();
  }
}

/** The parts already stored, for a resume after a reload or a dropped connection (ETags as S3 gives them). */
export async function listMultipartParts(auth: TAuth, ref: TMultipartRef): Promise<TMultipartListResponse['data']> {
  const record = await requireMultipartUpload(auth.companyId, ref);
  const parts = await storedPartsOf(record);
  return { parts: parts.map((part) => ({ part_number: part.partNumber, etag: part.etag, size: part.size })) };
}
