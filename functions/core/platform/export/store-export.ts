import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { EXPORT_URL_TTL_SECONDS } from '@skillway/shared';
import { s3Client, s3SigningClient } from '../clients/s3';
import { config } from '../config';
import { keys } from '../db/keys';

export interface TStoredExport {
  key: string;
  url: string;
  fileName: string;
  expiresIn: number;
}

/**
 * Writes an export file under the company's prefix (`c/<cid>/exports/<kind>/<uuid>/<file>`, a key the server makes)
 * and answers a short-lived presigned GET that downloads it as an attachment. Locally the URL goes through the app's
 * same-origin S3 proxy, as uploads do.
 */
export async function storeExport(input: {
  companyId: string;
  kind: string;
  fileName: string;
  contentType: string;
  body: string | Uint8Array;
}): Promise<TStoredExport> {
  const key = keys.exportKey(input.companyId, input.kind, randomUUID(), input.fileName);
  const bucket = config.uploadsBucket;
  await s3Client().send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: input.body, ContentType: input.contentType }),
  );
  const url = await getSignedUrl(
    s3SigningClient(),
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentType: input.contentType,
      ResponseContentDisposition: `attachment; filename="${input.fileName}"`,
    }),
    { expiresIn: EXPORT_URL_TTL_SECONDS },
  );
  return { key, url, fileName: input.fileName, expiresIn: EXPORT_URL_TTL_SECONDS };
}
