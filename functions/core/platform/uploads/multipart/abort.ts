import type { TMultipartRef } from '@skillway/shared';
import type { TAuth } from '../../http/principal';
import { deleteUploadRecord } from '../upload-repository';
import { requireMultipartUpload } from './multipart-record';
import { abortUpload } from './s3-multipart';

/** Cancel: the stored parts are deleted and the record with them, so the key can never become a file. */
export async function abortMultipartUpload(auth: TAuth, ref: TMultipartRef): Promise<{ aborted: true }> {
  const record = await requireMultipartUpload(auth.companyId, ref);
  await abortUpload(record.key, record.upload_id);
  await deleteUploadRecord(auth.companyId, record.key);
  return { aborted: true };
}
