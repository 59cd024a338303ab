import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { EXPORT_URL_TTL_SECONDS } from '@skillway/shared';
import { s3Client, s3SigningClient } from '../clients/s3';
import { config } from '../config';
import { REPORT_FILE_RETENTION } from '../definitions/buckets';
import { keys } from '../db/keys';

export interface TStoredExport {
  key: string;
  url: string;
  fileName: string;
  expiresIn: number;
}


/** A short-lived presigned GET that downloads a stored file as an attachment (locally through the S3 proxy). */
export async function signDownload(key: string, fileName: string, contentType: string): Promise<TStoredExport> {
  const url = await getSignedUrl(
    s3SigningClient(),
    new GetObjectCommand({
      Bucket: config.uploadsBucket,
      Key: key,
      ResponseContentType: contentType,
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
    }),
    { expiresIn: EXPORT_URL_TTL_SECONDS },
  );
  return { key, url, fileName, expiresIn: EXPORT_URL_TTL_SECONDS };
}

/** Writes a report job's file at `c/<cid>/reports/<jobId>/<file>`, tagged for the 7-day retention rule. */
export async function storeReportFile(input: {
  companyId: string;
  jobId: string;
  fileName: string;
  contentType: string;
  body: string | Uint8Array;
}): Promise<string> {
  const key = keys.reportFileKey(input.companyId, input.jobId, input.fileName);
  await s3Client().send(
    new PutObjectCommand({
      Bucket: config.uploadsBucket,
      Key: key,
      Body: input.body,
      ContentType: input.contentType,
      Tagging: `${REPORT_FILE_RETENTION.tagKey}=${REPORT_FILE_RETENTION.tagValue}`,
    }),
  );
  return key;
}
