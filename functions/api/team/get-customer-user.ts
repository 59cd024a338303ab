import { defineHandler } from '../../core/http/define-handler';
import { assertCanSeeUser } from '../../core/team/policy';
import { companyLogoUrl, presentCustomerUser } from '../../core/team/present-team-user';
import { findUser } from '../../core/users/user-repository';

export const handler = defineHandler('team.customerUser', async ({ auth, params }) => {
  const user = assertCanSeeUser(auth, await findUser(auth.companyId, params.id));
  return { data: presentCustomerUser(user, companyLogoUrl(auth.company)) };
});
