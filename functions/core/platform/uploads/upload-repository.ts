import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { uploadEntity } from '../db/entities/upload';
import type { TUploadItem } from '../db/types';

const PENDING_TTL_SECONDS = 24 * 60 * 60;
/**
 * A multipart upload may be resumed for as long as S3 keeps its parts (the lifecycle rule and the local schedule
 * abort it after two days): its record outlives that, so a resume on the second day still finds it.
 */
const MULTIPART_TTL_SECONDS = 3 * 24 * 60 * 60;

interface TPendingUpload {
  companyId: string;
  key: string;
  kind: string;
  originalName: string;
  contentType: string;
  uploadedBy: string;
}

export async function putPendingUpload(
  input: TPendingUpload,
  multipart?: { uploadId: string; size: number },
): Promise<void> {
  const ttlSeconds = multipart ? MULTIPART_TTL_SECONDS : PENDING_TTL_SECONDS;
  await uploadEntity()
    .build(PutItemCommand)
    .item({
      company_id: input.companyId,
      key: input.key,
      kind: input.kind,
      status: 'pending',
      original_name: input.originalName,
      content_type: input.contentType,
      uploaded_by: input.uploadedBy,
      ttl: Math.floor(Date.now() / 1000) + ttlSeconds,
      ...(multipart ? { upload_id: multipart.uploadId, declared_size: multipart.size } : {}),
    })
    .send();
}

export async function findUpload(companyId: string, key: string): Promise<TUploadItem | undefined> {
  const { Item } = await uploadEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, key })
    .options({ consistent: true })
    .send();
  return Item;
}

/** Keeps the record as the file's metadata (no expiry any more). */
export async function markUploadVerified(
  companyId: string,
  key: string,
  file: { size: number; mimeType: string },
): Promise<void> {
  await uploadEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, key, status: 'verified', size: file.size, mime_type: file.mimeType, ttl: $remove() })
    .options({ condition: { attr: 'key', exists: true } })
    .send();
}

export async function deleteUploadRecord(companyId: string, key: string): Promise<void> {
  await uploadEntity().build(DeleteItemCommand).key({ company_id: companyId, key }).send();
}
