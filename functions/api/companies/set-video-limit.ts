import { getCompanyAdminDetail, setCompanyVideoLimit } from '../../core/people/companies/company-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Audited as a change of the Company (the row's audit decision): the stream records the limit before and after. */
export const handler = defineHandler('companies.setVideoLimit', async ({ params, body }) => {
  await setCompanyVideoLimit(params.id, body.video_max_mb);
  return { data: await getCompanyAdminDetail(params.id) };
});
