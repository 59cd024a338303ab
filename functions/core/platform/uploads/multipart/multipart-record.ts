import { MULTIPART_KINDS, type TMultipartKind, type TMultipartRef } from '@skillway/shared';
import type { TUploadItem } from '../../db/types';
import { AppError } from '../../http/app-error';
import { isCompanyUploadKey } from '../upload-keys';
import { findUpload } from '../upload-repository';

/** An upload record the server made for a multipart upload: its kind, S3's upload id and the declared size. */
export type TMultipartRecord = TUploadItem & { kind: TMultipartKind; upload_id: string; declared_size: number };

/**
 * The caller's company's multipart upload named by `ref`, or 404: another company's key, a key never issued, a
 * wrong upload id and a key issued for a single POST (no upload id) all look alike. `verified`: a completed upload
 * is found too (a complete retried after its answer was lost), else only one still pending.
 */
export async function requireMultipartUpload(
  companyId: string,
  ref: TMultipartRef,
  options: { verified?: boolean } = {},
): Promise<TMultipartRecord> {
  const kind = MULTIPART_KINDS.find((name) => isCompanyUploadKey(ref.key, companyId, name));
  if (!kind) throw AppError.notFound();
  const record = await findUpload(companyId, ref.key);
  if (
    !record ||
    record.kind !== kind ||
    record.upload_id === undefined ||
    record.upload_id !== ref.upload_id ||
    record.declared_size === undefined ||
    (record.status !== 'pending' && !(options.verified && record.status === 'verified'))
  ) {
    throw AppError.notFound();
  }
  return record as TMultipartRecord;
}
