import type { ScheduledEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { applyRetention, type TRetentionOutcome } from '@skillway/functions/core/workflows/apply-retention';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { runClock } from './send-reminders';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * Daily: each company's retention rules (Admin › Account › Privacy; docs/privacy.md): archived users anonymised N
 * months after archiving, raw test logs and package interaction data deleted after N years; both off by default.
 * Bounded per company and run, idempotent, found through the sparse retention index (no Scan); what it did is in
 * each company's audit log as the system. The clock is a local run's `now` (`POST /_local/schedules/apply-retention?now=`),
 * else the time the schedule fired.
 */
export const handler = systemHandler(
  'schedules/apply-retention',
  async (event?: Partial<ScheduledEvent<{ now?: string }>>): Promise<TRetentionOutcome[]> => {
    const runId = event?.id ?? randomUUID();
    const log = requestLogger({ event_id: runId, schedule: 'apply-retention' });
    return applyRetention(runClock(event), runId, log);
  },
);
