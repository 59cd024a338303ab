import { AUDIT_TARGET_TYPE, SYSTEM_AUDIT_ACTION } from '@skillway/shared';
import { recordSystemRead } from '../../platform/audit/system-read';
import type { TReportJobItem } from '../../platform/db/entities/report-job';
import type { TUserItem } from '../../platform/db/types';
import type { TJobReport } from './report-jobs';
import { REPORT_TITLES } from './report-titles';

/**
 * A scheduled report's file emailed to its recipients is company data read out by nobody's request: one system read
 * in the company's log (audit log, issue 31), naming the schedule and the people it went to. Keyed by the job (one a
 * schedule and day), so a retried run records it once; a failed report (no file sent) records nothing.
 */
export async function recordScheduledReportSent(job: TReportJobItem, recipients: readonly TUserItem[]): Promise<void> {
  if (!job.schedule_id || job.status !== 'ready' || recipients.length === 0) return;
  await recordSystemRead({
    action: SYSTEM_AUDIT_ACTION.SCHEDULED_REPORT_SENT,
    companyId: job.company_id,
    runId: `report-${job.job_id}`,
    target: {
      type: AUDIT_TARGET_TYPE.REPORT,
      id: job.schedule_id,
      name: REPORT_TITLES[job.report as TJobReport] ?? job.report,
    },
    detail: {
      recipients: recipients.map((user) => `${user.first_name} ${user.last_name} <${user.email}>`),
      file: job.file_name ?? '',
      filters: job.filters,
      job_id: job.job_id,
    },
  });
}
