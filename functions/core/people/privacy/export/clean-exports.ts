import type { TLog } from '../../../platform/http/logger';
import { uploadsBucket } from '../../../platform/storage/s3-bucket';
import { deleteObject } from '../../../platform/storage/s3-rest-objects';
import { deleteExport, ITEM_EXTRA_DAYS, listExportsExpiredBefore } from './export-jobs';

const BATCH = 100;
/** Batches one run may take (a run is daily; anything left is taken the next day). */
const MAX_BATCHES = 50;

/**
 * Daily (with the report files' clean-up): deletes the personal data exports whose link ended over a day ago, and
 * their zips, oldest first, from the PDEXPORTS index (no Scan). On AWS the bucket's lifecycle rule (tag
 * retention=report) and DynamoDB's TTL have done it already; locally (s3rver, DynamoDB Local: neither expires
 * anything) this is the clean-up, so no copy of anyone's personal data stays behind.
 */
export async function cleanExpiredExports(log: TLog, now: Date): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - ITEM_EXTRA_DAYS * 24 * 60 * 60 * 1000);
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const items = await listExportsExpiredBefore(cutoff, BATCH);
    for (const item of items) {
      if (item.key) await deleteObject(uploadsBucket(), item.key);
      await deleteExport(item);
      deleted += 1;
    }
    if (items.length < BATCH) break;
  }
  if (deleted > 0) log.info('personal data exports cleaned', { deleted });
  return { deleted };
}
