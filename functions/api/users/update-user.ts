import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { companyScope } from '../../core/people/users/company-scope';
import { editUser } from '../../core/workflows/edit-user';
import { presentUserWithRelations } from '../../core/people/users/get-user-detail';

export const handler = defineHandler('users.update', async ({ auth, params, query, body, log }) => {
  const scope = await companyScope(auth, query.company_id);
  const { user, handedOver, written } = await editUser(auth, scope, params.id, body, log);
  return {
    data: await presentUserWithRelations(scope.companyId, user, written),
    message: handedOver ? MSG.ADMIN_HANDED_OVER : MSG.USER_UPDATED,
  };
});
