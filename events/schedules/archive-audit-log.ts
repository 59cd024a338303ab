import type { ScheduledEvent } from 'aws-lambda';
import { archiveAuditLog, type TArchiveRun } from '@skillway/functions/core/oversight/audit/archive-audit-log';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { runClock } from './send-reminders';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * Daily (00:30 UTC): each company's audit events of the previous UTC day, copied as JSON lines to write-once storage
 * (AWS: the archive bucket, Object Lock COMPLIANCE for the company's `audit_archive_years`; locally the uploads
 * bucket, no lock). `POST /_local/schedules/archive-audit-log?now=` copies the day before `now`; `detail.company_ids`
 * keeps the run to those companies (tests).
 */
export const handler = systemHandler(
  'schedules/archive-audit-log',
  async (event?: Partial<ScheduledEvent<{ now?: string; company_ids?: string[] }>>): Promise<TArchiveRun> => {
    const log = requestLogger({ event_id: event?.id ?? 'local', schedule: 'archive-audit-log' });
    const only = event?.detail?.company_ids ? new Set(event.detail.company_ids) : undefined;
    return archiveAuditLog(runClock(event), log, only);
  },
);
