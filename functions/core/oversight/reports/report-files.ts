import { MSG, ROLE, type TDownload, type TReportFile } from '@skillway/shared';
import type { TReportJobItem } from '../../platform/db/entities/report-job';
import { signDownload } from '../../platform/storage/presign-download';
import type { TAuth } from '../../platform/http/principal';
import { mayOpenReport } from './report-recipients';
import { AppError } from '../../platform/http/app-error';
import { getReportJob, type TJobFileType } from './report-jobs';

const CONTENT_TYPES: Record<TJobFileType, string> = {
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

/** A ready job's file as a short-lived download link (the exports' answer). */
export async function downloadOf(job: TReportJobItem): Promise<TDownload> {
  if (!job.key || !job.file_name) throw new Error(`report job ${job.job_id} is ready without a file`);
  const signed = await signDownload(job.key, job.file_name, CONTENT_TYPES[job.type]);
  return { data: { url: signed.url, file_name: signed.fileName, expires_in: signed.expiresIn }, url: signed.url };
}

/**
 * GET /reports/files/{id}: a fresh short-lived link to a ready report file of the caller's company (any of its
 * administrators: a report is company data, like the screens it comes from; a team manager only a report sent to
 * them; the super administrator only their own audit log export, kept in the platform's partition). 404 when
 * unknown, not ready, another company's, not the manager's, or past the 7 days.
 */
export async function reportFile(auth: TAuth, jobId: string): Promise<TReportFile> {
  const job = await getReportJob(auth.companyId, jobId);
  // Companies' report files are theirs: anything but the super administrator's own export is a role refusal (403).
  if (auth.roleId === ROLE.SUPER_ADMIN && job?.requested_by !== auth.userId) throw new AppError('FORBIDDEN');
  if (!job || job.status !== 'ready' || job.ttl * 1000 <= Date.now() || !mayOpenReport(auth, job))
    throw AppError.notFound(MSG.REPORT_FILE_GONE);
  const download = await downloadOf(job);
  return { url: download.url, data: { ...download.data, report: job.report, type: job.type } };
}
