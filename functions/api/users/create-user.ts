import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { callerCompany } from '../../core/people/users/company-scope';
import { addUser } from '../../core/workflows/add-user';
import { presentUserWithRelations } from '../../core/people/users/get-user-detail';

export const handler = defineHandler('users.create', async ({ auth, body, log }) => {
  const { user, written } = await addUser(callerCompany(auth), body, auth.userId, log);
  return { data: await presentUserWithRelations(auth.companyId, user, written), message: MSG.USER_ADDED };
});
