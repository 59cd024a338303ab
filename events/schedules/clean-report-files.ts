import type { ScheduledEvent } from 'aws-lambda';
import { cleanReportFiles } from '@skillway/functions/core/oversight/reports/clean-report-files';
import { cleanExpiredExports } from '@skillway/functions/core/people/privacy/export/clean-exports';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * Daily: report jobs older than 7 days and their files are deleted, and the personal data exports (Download my data)
 * whose 7-day link ended over a day ago with their zips.
 */
export const handler = systemHandler(
  'schedules/clean-report-files',
  async (event?: Partial<ScheduledEvent>): Promise<{ deleted: number }> => {
    const log = requestLogger({ event_id: event?.id ?? 'local', schedule: 'clean-report-files' });
    const now = new Date();
    const reports = await cleanReportFiles(log, now);
    const exports = await cleanExpiredExports(log, now);
    return { deleted: reports.deleted + exports.deleted };
  },
);
