import { REPORT_RETENTION_DAYS, type TReportRequestedDetail } from '@skillway/shared';
import { isLanguage, type TLanguage } from '@skillway/shared/constants/languages';
import { config } from '../../platform/config';
import type { TReportJobItem } from '../../platform/db/entities/report-job';
import type { TUserItem } from '../../platform/db/types';
import { storeReportFile } from '../../platform/export/store-export';
import { renderTable } from '../../platform/export/tabular-export';
import type { TLog } from '../../platform/http/logger';
import { reportFailedEmail, reportReadyEmail } from '../../platform/mail/templates/report-ready';
import { sendCompanyEmail } from '../../people/mail-hold/send-company-email';
import { findCompany } from '../../people/companies/company-repository';
import { findUser } from '../../people/users/user-repository';
import { recipientLanguage } from '../../platform/i18n/server-texts';
import { reportBuilder } from './report-builders';
import { canReceiveReports } from './report-recipients';
import { reportDataOf } from './report-owner';
import { REPORT_TITLES } from './report-titles';
import { recordScheduledReportSent } from './scheduled-report-read';
import {
  claimReportEmail,
  getReportJob,
  markReportFailed,
  markReportReady,
  releaseReportEmail,
  type TJobReport,
} from './report-jobs';

const FILE_TYPE_NAMES: Record<TReportJobItem['type'], string> = {
  excel: 'an Excel workbook',
  pdf: 'a PDF',
  csv: 'a CSV file',
};

/**
 * The web page an emailed report links to: it asks `GET /reports/files/{id}` for a fresh link (reports.file). Outside
 * /admin, so a team manager it was sent to can open it too.
 */
function reportFileLink(jobId: string): string {
  return `${config.appUrl}/reports/files/${jobId}`;
}

/**
 * The one email about a finished email job, to each recipient (by default the requesting administrator): claimed
 * first, released again if sending fails. A recipient who has left, or is no longer an administrator or team manager,
 * is skipped.
 */
async function emailRecipients(job: TReportJobItem, log: TLog): Promise<void> {
  const users = await recipientsOf(job);
  if (users.length === 0) {
    log.warn('no report recipient left: no email', { job_id: job.job_id });
    return;
  }
  if (!(await claimReportEmail(job))) return;
  const title = REPORT_TITLES[job.report as TJobReport] ?? 'Report';
  try {
    for (const user of users) {
      const message =
        job.status === 'ready'
          ? reportReadyEmail({
              firstName: user.first_name,
              reportTitle: title,
              fileType: FILE_TYPE_NAMES[job.type],
              link: reportFileLink(job.job_id),
              validDays: REPORT_RETENTION_DAYS,
              language: recipientLanguage(user, await findCompany(job.company_id)),
            })
          : reportFailedEmail({
              firstName: user.first_name,
              reportTitle: title,
              language: recipientLanguage(user, await findCompany(job.company_id)),
            });
      await sendCompanyEmail(job.company_id, { to: user.email, ...message });
    }
  } catch (error) {
    await releaseReportEmail(job);
    throw error;
  }
  await recordScheduledReportSent(job, users);
}

/**
 * Who a finished email job goes to: the recipients it names who may still receive reports, else its requester (a
 * super administrator's job is in the platform's partition, where they are: see `reportOwner`).
 */
async function recipientsOf(job: TReportJobItem): Promise<TUserItem[]> {
  if (!job.recipients) {
    const requester = await findUser(job.company_id, job.requested_by);
    return requester ? [requester] : [];
  }
  const found = await Promise.all(job.recipients.map((id) => findUser(job.company_id, id)));
  return found.filter(canReceiveReports);
}

/**
 * The language a job's file is written in (issue 34): the job's own when it names one (a scheduled report's job, one
 * per language among its recipients), else its requester's: their own, else their company's default, else English
 * (UK), as a download is in the language of whoever asked for it.
 */
async function reportLanguage(
  job: Pick<TReportJobItem, 'company_id' | 'requested_by' | 'language'>,
): Promise<TLanguage> {
  if (isLanguage(job.language)) return job.language;
  const [requester, company] = await Promise.all([
    findUser(job.company_id, job.requested_by),
    findCompany(job.company_id),
  ]);
  return recipientLanguage(requester, company);
}

/**
 * `reports.report-requested`: builds the job's file (the registry names the builder), writes it under the company's
 * prefix tagged for the 7-day retention, marks the job ready and, for an email job, emails the requesting
 * administrator a link to the report page. Idempotent: a job that is no longer pending is not built again, and its
 * email is sent once (a retry after the job was marked but its email failed sends the email, and only that).
 */
export async function buildReport(
  detail: TReportRequestedDetail,
  log: TLog,
  now = new Date(),
): Promise<'ready' | 'failed' | 'skipped'> {
  const job = await getReportJob(detail.company_id, detail.job_id);
  if (!job) return 'skipped';
  if (job.status !== 'pending') {
    if (job.delivery === 'email' && !job.emailed_at) await emailRecipients(job, log);
    // A run that emailed the job and failed to record it: the record is keyed by the job, so it is made once.
    else if (job.emailed_at && job.schedule_id) await recordScheduledReportSent(job, await recipientsOf(job));
    return 'skipped';
  }
  const build = reportBuilder(job.report as TJobReport);
  let file: { key: string; fileName: string };
  try {
    if (!build) throw new Error(`report ${job.report} is not available`);
    const { company, filters } = reportDataOf(job);
    const language = await reportLanguage(job);
    const { table, name } = await build(company, filters, now, language);
    const rendered = await renderTable(table, job.type, name, now, language);
    const key = await storeReportFile({
      companyId: job.company_id,
      jobId: job.job_id,
      fileName: rendered.fileName,
      contentType: rendered.contentType,
      body: rendered.body,
    });
    file = { key, fileName: rendered.fileName };
  } catch (error) {
    log.error('report not built', { error, job_id: job.job_id, report: job.report });
    if (await markReportFailed(job, error instanceof Error ? error.message : String(error))) {
      const failed = await getReportJob(job.company_id, job.job_id);
      if (failed?.delivery === 'email') await emailRecipients(failed, log);
    }
    return 'failed';
  }
  const ready = await markReportReady(job, file, now);
  if (!ready) return 'skipped';
  if (ready.delivery === 'email') await emailRecipients(ready, log);
  return 'ready';
}
