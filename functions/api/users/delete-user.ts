import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { companyScope } from '../../core/people/users/company-scope';
import { deleteUserPermanently } from '../../core/workflows/delete-user';

export const handler = defineHandler('users.delete', async ({ auth, params, query, log }) => {
  const { companyId } = await companyScope(auth, query.company_id);
  await deleteUserPermanently(auth, companyId, params.id, log);
  return { message: MSG.USER_DELETED };
});
