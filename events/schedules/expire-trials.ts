import type { ScheduledEvent } from 'aws-lambda';
import { expireEndedTrials } from '@skillway/functions/core/people/companies/expire-trials';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';

/** Daily: companies whose free trial has ended become Free Trial Expired (state 2). */
export async function handler(event?: Partial<ScheduledEvent>): Promise<{ expired: number; skipped: number }> {
  const log = requestLogger({ event_id: event?.id ?? 'local', schedule: 'expire-trials' });
  return expireEndedTrials(log, new Date());
}
