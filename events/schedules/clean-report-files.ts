import type { ScheduledEvent } from 'aws-lambda';
import { cleanReportFiles } from '@skillway/functions/core/oversight/reports/clean-report-files';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';

/** Daily: report jobs older than 7 days and their files are deleted. */
export async function handler(event?: Partial<ScheduledEvent>): Promise<{ deleted: number }> {
  const log = requestLogger({ event_id: event?.id ?? 'local', schedule: 'clean-report-files' });
  return cleanReportFiles(log, new Date());
}
