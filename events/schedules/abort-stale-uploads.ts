import type { ScheduledEvent } from 'aws-lambda';
import {
  AbortMultipartUploadCommand,
  ListMultipartUploadsCommand,
  type MultipartUpload,
  type S3Client,
} from '@aws-sdk/client-s3';
import { INCOMPLETE_UPLOAD_DAYS } from '@skillway/functions/core/platform/definitions/buckets';
import { s3Client } from '@skillway/functions/core/platform/clients/s3';
import { config } from '@skillway/functions/core/platform/config';
import { requestLogger, type TLog } from '@skillway/functions/core/platform/http/logger';
import { parseUploadKey } from '@skillway/functions/core/platform/uploads/upload-keys';
import { deleteUploadRecord, findUpload } from '@skillway/functions/core/platform/uploads/upload-repository';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';
import { runClock } from './send-reminders';

/** Every upload key is a company's (`c/<company>/...`); the functions may touch nothing else. */
const UPLOAD_PREFIX = 'c/';
/** Pages of 1,000 uploads one run may read (a run is daily; what is left is taken the next day). */
const MAX_PAGES = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Uploads aborted, uploads kept (not stale yet), and pending records deleted with their upload. */
export interface TAbortRun {
  aborted: number;
  kept: number;
  forgotten: number;
}

function isNoSuchUpload(error: unknown): boolean {
  return (error as { name?: string }).name === 'NoSuchUpload';
}

/** The pending upload records (upload-repository.ts), passed in so the sweep's test needs no table. */
export interface TUploadRecords {
  find(companyId: string, key: string): Promise<{ status?: string; upload_id?: string } | undefined>;
  remove(companyId: string, key: string): Promise<void>;
}

const uploadRecords: TUploadRecords = { find: findUpload, remove: deleteUploadRecord };

/**
 * The pending record the API made for this upload (uploads.multipartCreate): it names the upload id. Deleted, so the
 * upload is gone from both places at once; one for another upload of the key, or already verified, is left alone.
 */
async function forgetRecord(records: TUploadRecords, key: string, uploadId: string): Promise<boolean> {
  const companyId = parseUploadKey(key)?.companyId;
  if (!companyId) return false;
  const record = await records.find(companyId, key);
  if (record?.status !== 'pending' || record.upload_id !== uploadId) return false;
  await records.remove(companyId, key);
  return true;
}

/**
 * Aborts the multipart uploads initiated more than INCOMPLETE_UPLOAD_DAYS before `now` (their parts are deleted)
 * and deletes their pending upload records: an abandoned large upload never becomes a material, and its parts do not
 * stay in the store. On AWS the uploads bucket's lifecycle rule has aborted them already, so this finds nothing (their
 * records go with their TTL); locally (s3rver has no lifecycle) it is the clean-up.
 */
export async function abortStaleUploads(
  client: S3Client,
  bucket: string,
  now: Date,
  log: TLog,
  records: TUploadRecords = uploadRecords,
): Promise<TAbortRun> {
  const cutoff = now.getTime() - INCOMPLETE_UPLOAD_DAYS * DAY_MS;
  let aborted = 0;
  let kept = 0;
  let forgotten = 0;
  let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await client.send(
      new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: UPLOAD_PREFIX, ...markers }),
    );
    const stale = (answer.Uploads ?? []).filter(
      (upload): upload is MultipartUpload & { Key: string; UploadId: string } =>
        Boolean(upload.Key && upload.UploadId && upload.Initiated && upload.Initiated.getTime() < cutoff),
    );
    kept += (answer.Uploads?.length ?? 0) - stale.length;
    for (const upload of stale) {
      try {
        await client.send(
          new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
        aborted += 1;
      } catch (error) {
        // Completed or aborted since it was listed: nothing left to clean.
        if (!isNoSuchUpload(error)) throw error;
        continue;
      }
      if (await forgetRecord(records, upload.Key, upload.UploadId)) forgotten += 1;
    }
    if (!answer.IsTruncated) break;
    markers = { KeyMarker: answer.NextKeyMarker, UploadIdMarker: answer.NextUploadIdMarker };
  }
  if (aborted > 0) log.info('stale multipart uploads aborted', { aborted, kept, forgotten });
  return { aborted, kept, forgotten };
}

/**
 * Daily: multipart uploads (large videos and packages) not completed within INCOMPLETE_UPLOAD_DAYS are aborted, and
 * their pending records deleted. The
 * run's clock is the `now` of a local run (`POST /_local/schedules/abort-stale-uploads?now=`), else the time the
 * schedule fired.
 */
export const handler = systemHandler(
  'schedules/abort-stale-uploads',
  async (event?: Partial<ScheduledEvent<{ now?: string }>>): Promise<TAbortRun> => {
    const log = requestLogger({ event_id: event?.id ?? 'local', schedule: 'abort-stale-uploads' });
    return abortStaleUploads(s3Client(), config.uploadsBucket, runClock(event), log);
  },
);
