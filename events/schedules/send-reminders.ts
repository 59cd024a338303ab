import type { ScheduledEvent } from 'aws-lambda';
import {
  runReminders,
  type TReminderRunSummary,
} from '@skillway/functions/core/oversight/notifications/reminders/run-reminders';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { notifyExpiringSsoCertificates } from '@skillway/functions/core/workflows/sso-certificate-notices';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/** What a run may be told besides the schedule's own fields (the local `POST /_local/schedules/{name}?now=`). */
interface TReminderRunDetail {
  /** A fixed clock (ISO time) for the run: its Europe/London day is the day reminded for. */
  now?: string;
  /** Only these companies. */
  company_ids?: string[];
}

/**
 * The run's clock: a `now` given in the detail (local runs and tests), else the time the schedule fired (so a retry
 * hours later still reminds for the day it was scheduled for), else the current time.
 */
export function runClock(event?: Partial<ScheduledEvent<TReminderRunDetail>>): Date {
  for (const candidate of [event?.detail?.now, event?.time]) {
    if (!candidate) continue;
    const date = new Date(candidate);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return new Date();
}

/**
 * Daily (07:00 Europe/London): the deadline, missed deadline, idle and external training expiry reminders due
 * today, each delivered once (functions/core/oversight/notifications/reminders); then the SSO signing certificates'
 * expiry notices to administrators (functions/core/workflows/sso-certificate-notices.ts).
 */
export const handler = systemHandler(
  'schedules/send-reminders',
  async (event?: Partial<ScheduledEvent<TReminderRunDetail>>): Promise<TReminderRunSummary> => {
    const log = requestLogger({ event_id: event?.id ?? 'local', schedule: 'send-reminders' });
    const companyIds = event?.detail?.company_ids;
    const now = runClock(event);
    const scope = Array.isArray(companyIds) ? { companyIds } : {};
    const summary = await runReminders({ now, log, ...scope });
    // The same daily run tells administrators of SSO signing certificates 30 and 7 days before they expire.
    await notifyExpiringSsoCertificates({ now, log, ...scope });
    return summary;
  },
);
