import type { ScheduledEvent } from 'aws-lambda';
import { SYSTEM_AUDIT_ACTION } from '@skillway/shared';
import { expireEndedTrials } from '@skillway/functions/core/people/companies/expire-trials';
import { runAsSystem } from '@skillway/functions/core/platform/audit/system-audit';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { runClock } from './send-reminders';

/**
 * Daily: companies whose free trial has ended become Free Trial Expired (state 2). The run's clock is the `now` of a
 * local run (`POST /_local/schedules/expire-trials?now=`), else the time the schedule fired; a company that has paid
 * left the trial index when it signed up, so it is never expired.
 */
export async function handler(
  event?: Partial<ScheduledEvent<{ now?: string }>>,
): Promise<{ expired: number; skipped: number }> {
  const log = requestLogger({ event_id: event?.id ?? 'local', schedule: 'expire-trials' });
  // Each company's state change is logged as the system's (audit log).
  return runAsSystem({ action: SYSTEM_AUDIT_ACTION.TRIAL_EXPIRED, items: ['Company'], runId: event?.id }, () =>
    expireEndedTrials(log, runClock(event)),
  );
}
