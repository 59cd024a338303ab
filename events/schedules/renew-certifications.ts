import type { ScheduledEvent } from 'aws-lambda';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { runRenewals, type TRenewalRunSummary } from '@skillway/functions/core/workflows/renew-certifications';
import { runClock } from './send-reminders';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/** What a run may be told besides the schedule's own fields (the local `POST /_local/schedules/{name}?now=`). */
interface TRenewalRunDetail {
  /** A fixed clock (ISO time) for the run: its Europe/London day is the day renewed for. */
  now?: string;
  /** Only these companies. */
  company_ids?: string[];
}

/**
 * Daily (06:45 Europe/London, before the reminders): certificates whose renewal window opened are archived into
 * Course History and enrolled again with the renewal's deadline, once per expiry; the renewal, expiring and expired
 * notices go out once each (functions/core/workflows/renew-certifications.ts). The clock is the `now` of a local run,
 * else the time the schedule fired (a retry hours later renews for the day it was scheduled for).
 */
export const handler = systemHandler(
  'schedules/renew-certifications',
  async (event?: Partial<ScheduledEvent<TRenewalRunDetail>>): Promise<TRenewalRunSummary> => {
    const log = requestLogger({ event_id: event?.id ?? 'local', schedule: 'renew-certifications' });
    const companyIds = event?.detail?.company_ids;
    return runRenewals({ now: runClock(event), log, ...(Array.isArray(companyIds) ? { companyIds } : {}) });
  },
);
