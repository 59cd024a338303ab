import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { MSG, PLATFORM_COMPANY_ID, type TCompanyDeleteJob } from '@skillway/shared';
import { sortableId } from '../../platform/crypto/tokens';
import { companyDeleteJobEntity, type TCompanyDeleteJobItem } from '../../platform/db/entities/company-delete-job';
import { companyEntity } from '../../platform/db/entities/company';
import { cancellationCodes, transact } from '../../platform/db/transactions';
import { AppError } from '../../platform/http/app-error';
import { findCompany } from './company-repository';

/** How long a finished delete job stays readable (its progress screen and the audit of who deleted what). */
const FINISHED_JOB_KEPT_SECONDS = 30 * 24 * 60 * 60;

export function presentDeleteJob(job: TCompanyDeleteJobItem): TCompanyDeleteJob {
  return {
    company_id: job.company_id,
    company_name: job.company_name,
    job_id: job.job_id,
    status: job.status,
    deleted_items: job.deleted_items,
    deleted_files: job.deleted_files,
    deleted_sign_ins: job.deleted_sign_ins,
    requested_at: job.requested_at,
    finished_at: job.finished_at ?? null,
  };
}

export async function findDeleteJob(companyId: string): Promise<TCompanyDeleteJobItem | undefined> {
  const { Item } = await companyDeleteJobEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId })
    .options({ consistent: true })
    .send();
  return Item;
}

/**
 * Starts deleting a company: its delete job is written and the company item deleted in ONE transaction, so from
 * that moment the company is gone from the platform index and every token of its users is refused (the principal
 * needs the company item). An unfinished job of a company already gone is handed back to run again; a finished one,
 * or an id that never was a company, is 404. The platform account is refused.
 */
export async function startCompanyDeletion(
  companyId: string,
  requestedBy: string,
  now = new Date(),
): Promise<{ job: TCompanyDeleteJobItem; started: boolean }> {
  if (companyId === PLATFORM_COMPANY_ID) throw AppError.field('id', MSG.PLATFORM_COMPANY_UNDELETABLE);
  const company = await findCompany(companyId);
  if (!company) {
    const job = await findDeleteJob(companyId);
    if (!job || job.status === 'done') throw AppError.notFound();
    return { job, started: false };
  }
  const job: TCompanyDeleteJobItem = {
    company_id: companyId,
    job_id: sortableId(now.getTime()),
    company_name: company.company_name,
    status: 'pending',
    requested_by: requestedBy,
    requested_at: now.toISOString(),
    deleted_items: 0,
    deleted_files: 0,
    deleted_sign_ins: 0,
    ...(company.stripe_customer_id ? { stripe_customer_id: company.stripe_customer_id } : {}),
  };
  try {
    await transact([
      companyDeleteJobEntity().build(PutTransaction).item(job),
      companyEntity()
        .build(DeleteTransaction)
        .key({ company_id: companyId })
        .options({ condition: { attr: 'company_id', exists: true } }),
    ]);
  } catch (error) {
    // Deleted by a concurrent request: that request's job is the one.
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed'))
      return startCompanyDeletion(companyId, requestedBy, now);
    throw error;
  }
  return { job, started: true };
}

/** The worker took the job (again). */
export async function markDeleteJobRunning(companyId: string): Promise<void> {
  await companyDeleteJobEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, status: 'running' })
    .options({ condition: { attr: 'company_id', exists: true } })
    .send();
}

/** Progress after a page of work. */
export async function addDeleteProgress(
  companyId: string,
  progress: { items?: number; files?: number; signIns?: number },
): Promise<void> {
  await companyDeleteJobEntity()
    .build(UpdateItemCommand)
    .item({
      company_id: companyId,
      deleted_items: $add(progress.items ?? 0),
      deleted_files: $add(progress.files ?? 0),
      deleted_sign_ins: $add(progress.signIns ?? 0),
    })
    .send();
}

export async function finishDeleteJob(companyId: string, now = new Date()): Promise<void> {
  await companyDeleteJobEntity()
    .build(UpdateItemCommand)
    .item({
      company_id: companyId,
      status: 'done',
      finished_at: now.toISOString(),
      ttl: Math.floor(now.getTime() / 1000) + FINISHED_JOB_KEPT_SECONDS,
    })
    .send();
}
