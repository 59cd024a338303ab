import type { ScheduledEvent } from 'aws-lambda';
import { expireEndedTrials } from '@skillway/functions/core/people/companies/expire-trials';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { runClock } from './send-reminders';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * Daily: companies whose free trial has ended become Free Trial Expired (state 2). The run's clock is the `now` of a
 * local run (`POST /_local/schedules/expire-trials?now=`), else the time the schedule fired; a company that has paid
 * left the trial index when it signed up, so it is never expired.
 */
export const handler = systemHandler(
  'schedules/expire-trials',
  async (event?: Partial<ScheduledEvent<{ now?: string }>>): Promise<{ expired: number; skipped: number }> => {
    const log = requestLogger({ event_id: event?.id ?? 'local', schedule: 'expire-trials' });
    return expireEndedTrials(log, runClock(event));
  },
);
