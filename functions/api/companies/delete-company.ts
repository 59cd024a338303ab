import { DETAIL_TYPE, MSG, type TCompanyDeleteRequestedDetail } from '@skillway/shared';
import { presentDeleteJob, startCompanyDeletion } from '../../core/people/companies/delete-jobs';
import { publishEvent } from '../../core/platform/events/publish-event';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.delete', async ({ auth, params, log }) => {
  const { job, started } = await startCompanyDeletion(params.id, auth.userId);
  const detail: TCompanyDeleteRequestedDetail = { company_id: job.company_id, job_id: job.job_id };
  await publishEvent(DETAIL_TYPE.COMPANY_DELETE_REQUESTED, detail);
  log.info(started ? 'company delete started' : 'company delete resumed', {
    company_id: job.company_id,
    job_id: job.job_id,
  });
  return { data: presentDeleteJob(job), message: MSG.COMPANY_DELETE_QUEUED };
});
