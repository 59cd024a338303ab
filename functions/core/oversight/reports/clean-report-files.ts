import { REPORT_RETENTION_DAYS } from '@skillway/shared';
import type { TLog } from '../../platform/http/logger';
import { uploadsBucket } from '../../platform/storage/s3-bucket';
import { deleteObject } from '../../platform/storage/s3-rest-objects';
import { deleteReportJob, listReportJobsBefore } from './report-jobs';

const BATCH = 100;
/** Batches one run may take (a run is daily; anything left is taken the next day). */
const MAX_BATCHES = 50;

/**
 * Daily: deletes report jobs older than 7 days and their files, oldest first, from the REPORTJOBS index (no Scan).
 * On AWS the bucket's lifecycle rule (tag retention=report) has deleted the files already and DynamoDB's TTL the
 * items, so this only finishes what is left; locally (s3rver, DynamoDB Local: neither expires anything) it is the
 * clean-up.
 */
export async function cleanReportFiles(log: TLog, now: Date): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - REPORT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const jobs = await listReportJobsBefore(cutoff, BATCH);
    for (const job of jobs) {
      if (job.key) await deleteObject(uploadsBucket(), job.key);
      await deleteReportJob(job.company_id, job.job_id);
      deleted += 1;
    }
    if (jobs.length < BATCH) break;
  }
  if (deleted > 0) log.info('report files cleaned', { deleted });
  return { deleted };
}
