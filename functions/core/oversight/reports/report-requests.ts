import {
  DETAIL_TYPE,
  MSG,
  type TDownload,
  type TReportEmailBody,
  type TReportQueued,
  type TReportRequestedDetail,
} from '@skillway/shared';
import { requireCourse } from '../../content/courses/course-repository';
import type { TReportJobItem } from '../../platform/db/entities/report-job';
import { publishEvent } from '../../platform/events/publish-event';
import { externalTrainingFilters } from './external-training-report';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { jsonResponse, rawResponse, type RawResponse } from '../../platform/http/responses';
import { downloadOf } from './report-files';
import {
  createReportJob,
  getReportJob,
  switchToEmail,
  type TJobDelivery,
  type TJobFileType,
  type TJobReport,
} from './report-jobs';
import type { TReportJobFilters } from './report-table';

/** How long an export request waits for its file before it goes by email instead, and how often it looks. */
const EXPORT_WAIT = { totalMs: 20_000, intervalMs: 250 } as const;

export interface TReportRequest {
  report: TJobReport;
  type: TJobFileType;
  filters: Record<string, string | undefined>;
}

/** Only the filters that were given, as strings (a job item holds a map of strings). */
function definedFilters(filters: Record<string, string | undefined>): TReportJobFilters {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== '') out[name] = value;
  return out;
}

/** Creates the job and asks the report worker to build it. */
async function enqueue(auth: TAuth, request: TReportRequest, delivery: TJobDelivery): Promise<TReportJobItem> {
  const job = await createReportJob({
    companyId: auth.companyId,
    requestedBy: auth.userId,
    report: request.report,
    type: request.type,
    filters: definedFilters(request.filters),
    delivery,
  });
  const detail: TReportRequestedDetail = { company_id: job.company_id, job_id: job.job_id };
  await publishEvent(DETAIL_TYPE.REPORT_REQUESTED, detail);
  return job;
}

function queued(job: TReportJobItem): TReportQueued {
  return { message: MSG.REPORT_REQUESTED, data: { id: job.job_id, delivery: 'email' } };
}

/**
 * POST /reports/email: the report is built in the background and the requesting administrator gets an email with a
 * link to it. 'course' needs the course (`course_id`, 422 without it; another company's course is 404).
 */
export async function emailReport(auth: TAuth, body: TReportEmailBody): Promise<TReportQueued> {
  const { report, type, course_id: courseId, ...filters } = body;
  if (report === 'course') {
    if (!courseId) throw AppError.field('course_id', MSG.REPORT_COURSE_REQUIRED);
    await requireCourse(auth.companyId, courseId);
  }
  // A bad filter is refused now, with its field, rather than failing later in the worker.
  if (report === 'external-training') externalTrainingFilters(definedFilters(filters));
  const job = await enqueue(
    auth,
    { report, type, filters: { ...filters, ...(report === 'course' ? { course_id: courseId } : {}) } },
    'email',
  );
  return queued(job);
}

export type TExportOutcome = { status: 200; body: TDownload } | { status: 202; body: TReportQueued };

/**
 * A synchronous export: the worker builds the file while this waits (consistent reads at a short interval), so a
 * small export is a download link at once. Past the wait the job becomes an email job (one conditional update: if
 * the worker finished meanwhile, the download wins) and the answer is the report request message.
 */
export async function exportReport(
  auth: TAuth,
  request: TReportRequest,
  wait: { totalMs: number; intervalMs: number } = EXPORT_WAIT,
): Promise<TExportOutcome> {
  const job = await enqueue(auth, request, 'download');
  const deadline = Date.now() + wait.totalMs;
  for (;;) {
    const current = await getReportJob(job.company_id, job.job_id);
    if (current?.status === 'ready') return { status: 200, body: await downloadOf(current) };
    if (current?.status === 'failed') throw new AppError('INTERNAL');
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, wait.intervalMs));
  }
  if (await switchToEmail(job.company_id, job.job_id)) return { status: 202, body: queued(job) };
  const finished = await getReportJob(job.company_id, job.job_id);
  if (finished?.status === 'ready') return { status: 200, body: await downloadOf(finished) };
  throw new AppError('INTERNAL');
}

/** The handler's answer for an export: the download (200) or the report request message (202). */
export function exportResponse(outcome: TExportOutcome, requestId: string): TDownload | RawResponse {
  if (outcome.status === 200) return outcome.body;
  return rawResponse(jsonResponse(202, outcome.body, requestId));
}

/** A course's export (its details report, enrolled users or archived data): another company's course is 404. */
export async function exportCourseData(
  auth: TAuth,
  report: Extract<TJobReport, 'course' | 'enrolled-users' | 'archived-course'>,
  courseId: string,
  query: { type: TJobFileType; search?: string | undefined },
): Promise<TExportOutcome> {
  await requireCourse(auth.companyId, courseId);
  return exportReport(auth, { report, type: query.type, filters: { course_id: courseId, search: query.search } });
}
