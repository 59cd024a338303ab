import type { ScheduledEvent } from 'aws-lambda';
import { sendDueReportSchedules } from '@skillway/functions/core/oversight/reports/report-schedules';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { runClock } from './send-reminders';
import { systemHandler } from '@skillway/functions/core/platform/audit/system-handler';

/**
 * Daily (06:30 Europe/London, before the working day): the scheduled reports due today are built and emailed to
 * their recipients. The run's clock is the `now` of a local run (`POST /_local/schedules/send-scheduled-reports?now=`),
 * else the time the schedule fired.
 */
export const handler = systemHandler(
  'schedules/send-scheduled-reports',
  async (event?: Partial<ScheduledEvent<{ now?: string }>>): Promise<{ sent: number }> => {
    const log = requestLogger({ event_id: event?.id ?? 'local', schedule: 'send-scheduled-reports' });
    return sendDueReportSchedules(log, runClock(event));
  },
);
