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
import { checkRecipients } from './report-recipients';
import { reportOwner } from './report-owner';
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
  /** Email to…: who it goes to (checked user ids); without them, the requester. */
  recipients?: readonly string[] | undefined;
}

/** Only the filters that were given, as strings (a job item holds a map of strings). */
function definedFilters(filters: Record<string, string | undefined>): TReportJobFilters {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== '') out[name] = value;
  return out;
}

/** Creates the job and asks the report worker to build it. */
async function enqueue(auth: TAuth, request: TReportRequest, delivery: TJobDelivery): Promise<TReportJobItem> {
  const owner = reportOwner(auth, definedFilters(request.filters));
  const job = await createReportJob({
    companyId: owner.companyId,
    requestedBy: auth.userId,
    report: request.report,
    type: request.type,
    filters: owner.filters,
    delivery,
    recipients: request.recipients,
  });
  await requestBuild(job);
  return job;
}

/** Asks the report worker to build a job (it skips one that is built already). */
export async function requestBuild(job: TReportJobItem): Promise<void> {
  const detail: TReportRequestedDetail = { company_id: job.company_id, job_id: job.job_id };
  await publishEvent(DETAIL_TYPE.REPORT_REQUESTED, detail);
}

function queued(job: TReportJobItem): TReportQueued {
  return { message: MSG.REPORT_REQUESTED, data: { id: job.job_id, delivery: 'email' } };
}

/**
 * What a report body asks for, checked now rather than failing later in the worker: 'course' needs the course
 * (`course_id`, 422 without it; another company's course is 404), and a bad external training filter is refused
 * with its field.
 */
export async function requestOf(auth: TAuth, body: TReportEmailBody): Promise<TReportRequest> {
  const { report, type, course_id: courseId, recipients, ...filters } = body;
  if (report === 'course') {
    if (!courseId) throw AppError.field('course_id', MSG.REPORT_COURSE_REQUIRED);
    await requireCourse(auth.companyId, courseId);
  }
  if (report === 'external-training') externalTrainingFilters(definedFilters(filters));
  return {
    report,
    type,
    filters: { ...filters, ...(report === 'course' ? { course_id: courseId } : {}) },
    recipients: recipients ? await checkRecipients(auth.companyId, recipients) : undefined,
  };
}

/**
 * POST /reports/email: the report is built in the background and its recipients (by default the requesting
 * administrator) get a link to it.
 */
export async function emailReport(auth: TAuth, body: TReportEmailBody): Promise<TReportQueued> {
  const job = await enqueue(auth, await requestOf(auth, body), 'email');
  return body.recipients ? { ...queued(job), message: MSG.REPORT_SENT_TO } : queued(job);
}

/** POST /reports/export: the same reports as a download now (or by email when the file takes long). */
export async function exportRequestedReport(auth: TAuth, body: TReportEmailBody): Promise<TExportOutcome> {
  return exportReport(auth, await requestOf(auth, body));
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
