import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand, isConditionCheckFailed } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { REPORT_RETENTION_DAYS } from '@skillway/shared';
import { DEFAULT_LANGUAGE, type TLanguage } from '@skillway/shared/constants/languages';
import { sortableId } from '../../platform/crypto/tokens';
import { reportJobEntity, type TReportJobItem } from '../../platform/db/entities/report-job';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TReportJobFilters } from './report-table';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

/**
 * What a report job builds: the five emailed reports and external training, plus the synchronous exports that are
 * not one of them (a course's enrolled users, its archived data, and the users CSV of the users screen).
 */
export type TJobReport =
  | 'users'
  | 'courses'
  | 'course'
  | 'groups'
  | 'playlists'
  | 'external-training'
  | 'enrolled-users'
  | 'archived-course'
  | 'users-export'
  | 'compliance'
  | 'audit-log';
export type TJobFileType = TReportJobItem['type'];
export type TJobDelivery = TReportJobItem['delivery'];

const DAY_SECONDS = 24 * 60 * 60;

/** A scheduled run's job id: English keeps the id a run had before its recipients were split by language. */
function scheduledJobId(scheduled: { scheduleId: string; day: string }, language: TLanguage | undefined): string {
  const id = `s-${scheduled.scheduleId}-${scheduled.day}`;
  return language && language !== DEFAULT_LANGUAGE ? `${id}-${language}` : id;
}

/** Creates a pending report job of the company. */
export async function createReportJob(input: {
  companyId: string;
  requestedBy: string;
  report: TJobReport;
  type: TJobFileType;
  filters: TReportJobFilters;
  delivery: TJobDelivery;
  recipients?: readonly string[] | undefined;
  /**
   * A scheduled report's run: its job id is the schedule's, the day's and, but for English, the language's (one job
   * per language among its recipients), and is written once.
   */
  scheduled?: { scheduleId: string; day: string };
  /** The file's and email's language, when not the requester's. */
  language?: TLanguage;
  now?: Date;
}): Promise<TReportJobItem> {
  const now = input.now ?? new Date();
  const createdAt = now.toISOString();
  const jobId = input.scheduled ? scheduledJobId(input.scheduled, input.language) : sortableId(now.getTime());
  const job: TReportJobItem = {
    company_id: input.companyId,
    job_id: jobId,
    status: 'pending',
    delivery: input.delivery,
    requested_by: input.requestedBy,
    ...(input.recipients ? { recipients: [...input.recipients] } : {}),
    ...(input.scheduled ? { schedule_id: input.scheduled.scheduleId } : {}),
    ...(input.language ? { language: input.language } : {}),
    report: input.report,
    type: input.type,
    filters: { ...input.filters },
    created_at: createdAt,
    ttl: Math.floor(now.getTime() / 1000) + REPORT_RETENTION_DAYS * DAY_SECONDS,
    gsi2pk: keys.reportJobsIndexPk,
    gsi2sk: keys.reportJobsIndexSk(createdAt, input.companyId, jobId),
  };
  if (!input.scheduled) {
    await reportJobEntity().build(PutItemCommand).item(job).send();
    return job;
  }
  // A retried run of the day finds its job already written: it is the same job.
  const written = await sendUnlessConditionFails(
    reportJobEntity()
      .build(PutItemCommand)
      .item(job)
      .options({ condition: { attr: 'job_id', exists: false } }),
  );
  return written ? job : ((await getReportJob(job.company_id, job.job_id)) ?? job);
}

/** A job of the company, read consistently (the API polls it while the worker builds the file). */
export async function getReportJob(companyId: string, jobId: string): Promise<TReportJobItem | undefined> {
  const { Item } = await reportJobEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, job_id: jobId })
    .options({ consistent: true })
    .send();
  return Item;
}

/**
 * Marks a pending job ready with its file; answers the job as written (its `delivery` says whether to email), or
 * undefined when it was no longer pending (a retried event: nothing more to do).
 */
export async function markReportReady(
  job: TReportJobItem,
  file: { key: string; fileName: string },
  now = new Date(),
): Promise<TReportJobItem | undefined> {
  try {
    const { Attributes } = await reportJobEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: job.company_id,
        job_id: job.job_id,
        status: 'ready',
        key: file.key,
        file_name: file.fileName,
        ready_at: now.toISOString(),
      })
      .options({ condition: { attr: 'status', eq: 'pending' }, returnValues: 'ALL_NEW' })
      .send();
    return Attributes as TReportJobItem | undefined;
  } catch (error) {
    if (isConditionCheckFailed(error)) return undefined;
    throw error;
  }
}

/** Marks a pending job failed (the file could not be built); false when it was no longer pending. */
export async function markReportFailed(job: TReportJobItem, reason: string): Promise<boolean> {
  return sendUnlessConditionFails(
    reportJobEntity()
      .build(UpdateItemCommand)
      .item({ company_id: job.company_id, job_id: job.job_id, status: 'failed', error: reason.slice(0, 500) })
      .options({ condition: { attr: 'status', eq: 'pending' } }),
  );
}

/**
 * Claims the one email of a finished email job (ready or failed): true for the caller that is to send it, false when
 * it was claimed already (a redelivered event). A send that fails releases the claim (releaseReportEmail), so the
 * retry sends it.
 */
export async function claimReportEmail(job: TReportJobItem, now = new Date()): Promise<boolean> {
  return sendUnlessConditionFails(
    reportJobEntity()
      .build(UpdateItemCommand)
      .item({ company_id: job.company_id, job_id: job.job_id, emailed_at: now.toISOString() })
      .options({
        condition: {
          and: [
            { attr: 'delivery', eq: 'email' },
            { attr: 'status', ne: 'pending' },
            { attr: 'emailed_at', exists: false },
          ],
        },
      }),
  );
}

export async function releaseReportEmail(job: TReportJobItem): Promise<void> {
  await reportJobEntity()
    .build(UpdateItemCommand)
    .item({ company_id: job.company_id, job_id: job.job_id, emailed_at: $remove() })
    .send();
}

/**
 * The API gave up waiting: a still-pending download job becomes an email job. Conditioned on both, like the worker's
 * `markReportReady` on pending, so exactly one of the two wins: true when the file will be emailed, false when the
 * worker finished first (then the file is ready to download).
 */
export async function switchToEmail(companyId: string, jobId: string): Promise<boolean> {
  return sendUnlessConditionFails(
    reportJobEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, job_id: jobId, delivery: 'email' })
      .options({
        condition: {
          and: [
            { attr: 'status', eq: 'pending' },
            { attr: 'delivery', eq: 'download' },
          ],
        },
      }),
  );
}

/** Jobs of every company created before `before`, oldest first (gsi2, bounded by `limit`). */
export async function listReportJobsBefore(before: Date, limit: number): Promise<TReportJobItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(reportJobEntity())
    .query({ index: 'gsi2', partition: keys.reportJobsIndexPk, range: { lt: before.toISOString() } })
    .options({ limit })
    .send();
  return Items ?? [];
}

export async function deleteReportJob(companyId: string, jobId: string): Promise<void> {
  await reportJobEntity().build(DeleteItemCommand).key({ company_id: companyId, job_id: jobId }).send();
}
