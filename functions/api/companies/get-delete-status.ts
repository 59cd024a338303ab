import { findDeleteJob, presentDeleteJob } from '../../core/people/companies/delete-jobs';
import { AppError } from '../../core/platform/http/app-error';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.deleteStatus', async ({ params }) => {
  const job = await findDeleteJob(params.id);
  if (!job) throw AppError.notFound();
  return { data: presentDeleteJob(job) };
});
