import {
  EXTERNAL_TRAINING_EDIT_EXTENSIONS,
  EXTERNAL_TRAINING_MSG,
  EXTERNAL_TRAINING_UPLOAD_KIND,
  mimeForExtension,
} from '@skillway/shared';
import { deleteCourseObject } from '../../platform/storage/course-files';
import { presignedFileUrl } from '../../platform/storage/presign-download';
import { AppError, isAppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { isCompanyUploadKey } from '../../platform/uploads/upload-keys';
import { deleteUploadRecord, findUpload } from '../../platform/uploads/upload-repository';
import { verifyUpload } from '../../platform/uploads/verify-upload';
import type { TExternalTrainingRecord } from './external-training-repository';

/** The certificate as a record keeps it. */
export interface TCertificateFile {
  file_key: string;
  file_name: string;
  file_mime: string;
  file_size: number;
}

/** Types a replaced certificate may have (the Edit panel's list: jpg, jpeg, png, pdf, doc, docx). */
const EDIT_MIME_TYPES = new Set(EXTERNAL_TRAINING_EDIT_EXTENSIONS.map((ext) => mimeForExtension(ext)));

const invalid = () => AppError.field('s3_url', EXTERNAL_TRAINING_MSG.FILE_INVALID);

/**
 * The certificate named by a save's `s3_url`: a `certificate` upload of the caller's company that the caller made,
 * checked for size, type and magic bytes (the check runs here if the client did not ask for it; a refused file is
 * deleted). `editing` narrows the types to the Edit panel's list. The upload record is consumed, so one upload
 * belongs to one record.
 */
export async function adoptCertificate(auth: TAuth, key: string, editing: boolean): Promise<TCertificateFile> {
  if (!isCompanyUploadKey(key, auth.companyId, EXTERNAL_TRAINING_UPLOAD_KIND)) throw invalid();
  const upload = await findUpload(auth.companyId, key);
  if (!upload || upload.kind !== EXTERNAL_TRAINING_UPLOAD_KIND || upload.uploaded_by !== auth.userId) throw invalid();
  let verified = { size: upload.size, mime_type: upload.mime_type };
  if (upload.status !== 'verified' || upload.size === undefined || !upload.mime_type) {
    try {
      verified = await verifyUpload(auth, { type: EXTERNAL_TRAINING_UPLOAD_KIND, key });
    } catch (error) {
      if (isAppError(error) && error.code === 'VALIDATION') throw AppError.field('s3_url', error.message);
      if (isAppError(error) && error.code === 'NOT_FOUND') throw invalid();
      throw error;
    }
  }
  if (verified.size === undefined || !verified.mime_type) throw invalid();
  if (editing && !EDIT_MIME_TYPES.has(verified.mime_type)) {
    throw AppError.field('s3_url', EXTERNAL_TRAINING_MSG.FILE_TYPE_NOT_ALLOWED);
  }
  await deleteUploadRecord(auth.companyId, key);
  return { file_key: key, file_name: upload.original_name, file_mime: verified.mime_type, file_size: verified.size };
}

/** Removes a certificate's object (a record's delete, a replaced or deleted certificate). Safe when already gone. */
export async function deleteCertificateObject(fileKey: string | undefined): Promise<void> {
  if (fileKey) await deleteCourseObject(fileKey);
}

/** A short-lived link that opens the certificate (inline for pdf and images, otherwise a download). */
export async function certificateUrl(
  record: Pick<TExternalTrainingRecord, 'file_key' | 'file_name' | 'file_mime'>,
): Promise<string | null> {
  if (!record.file_key) return null;
  return presignedFileUrl(record.file_key, { name: record.file_name, mimeType: record.file_mime });
}
