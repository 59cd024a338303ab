import type { TLog } from '../../platform/http/logger';
import { expireTrial, listTrialsEndedBy } from './company-repository';

/**
 * Every company whose free trial has ended moves to state 2. Reads only the sparse trial index (companies still
 * in a trial whose end has passed), page by page; each update is conditional, so overlapping runs are harmless.
 */
export async function expireEndedTrials(log: TLog, now = new Date()): Promise<{ expired: number; skipped: number }> {
  const nowIso = now.toISOString();
  let cursor: Record<string, unknown> | undefined;
  let expired = 0;
  let skipped = 0;
  do {
    const page = await listTrialsEndedBy(nowIso, cursor);
    for (const company of page.items) {
      if (await expireTrial(company.company_id, nowIso)) expired += 1;
      else skipped += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  log.info('trial expiry run', { expired, skipped });
  return { expired, skipped };
}
