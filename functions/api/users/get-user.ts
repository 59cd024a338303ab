import { defineHandler } from '../../core/platform/http/define-handler';
import { companyScope } from '../../core/people/users/company-scope';
import { getUserDetail } from '../../core/people/users/get-user-detail';

export const handler = defineHandler('users.get', async ({ auth, params, query }) => {
  const { companyId } = await companyScope(auth, query.company_id);
  return { data: await getUserDetail(auth, companyId, params.id) };
});
