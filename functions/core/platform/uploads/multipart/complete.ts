import type { TMultipartCompleteBody } from '@skillway/shared';
import { AppError } from '../../http/app-error';
import type { TAuth } from '../../http/principal';
import { deleteUploadRecord } from '../upload-repository';
import { checkUploadKey, type TVerifiedUpload } from '../verify-upload';
import { kindMaxBytes } from './company-limit';
import { storedPartsOf } from './list-parts';
import { requireMultipartUpload } from './multipart-record';
import { checkParts } from './parts-check';
import { abortUpload, completeUpload, isNoSuchUpload } from './s3-multipart';

/**
 * Assembles a multipart upload, then runs the same content check as a single upload (size, stored type, magic
 * bytes, a package's zip structure): a refused file is deleted with its record. The parts are checked first
 * against what S3 lists (checkParts): an upload that can never be accepted (over the company's limit) is aborted
 * and forgotten; one with a missing or wrong part is left for the browser to send that part again. A complete
 * retried after its answer was lost answers the verified file again.
 */
export async function completeMultipartUpload(auth: TAuth, body: TMultipartCompleteBody): Promise<TVerifiedUpload> {
  const record = await requireMultipartUpload(auth.companyId, body, { verified: true });
  let gone = false;
  if (record.status === 'pending') {
    const verdict = checkParts({
      declaredSize: record.declared_size,
      maxBytes: await kindMaxBytes(auth.companyId, record.kind),
      stored: await storedPartsOf(record),
      claimed: body.parts,
    });
    if (!verdict.ok) {
      if (verdict.final) {
        await abortUpload(record.key, record.upload_id);
        await deleteUploadRecord(auth.companyId, record.key);
      }
      throw AppError.field('parts', verdict.message);
    }
    try {
      await completeUpload(record.key, record.upload_id, verdict.parts);
    } catch (error) {
      // Completed by a concurrent retry (the object is there), or aborted meanwhile (it is not).
      if (!isNoSuchUpload(error)) throw error;
      gone = true;
    }
  }
  const verified = await checkUploadKey(auth.companyId, record.key, record.kind);
  if (verified) return verified;
  if (gone) throw AppError.notFound();
  // Refused by the S3 event's check of the same object in the meantime (it deleted the file and its record).
  throw AppError.field('key', 'The file was refused and deleted.');
}
