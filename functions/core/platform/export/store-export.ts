import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../clients/s3';
import { config } from '../config';
import { REPORT_FILE_RETENTION } from '../definitions/buckets';
import { keys } from '../db/keys';

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
