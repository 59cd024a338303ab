import { defineHandler } from '../../core/platform/http/define-handler';
import { assertCanSeeUser } from '../../core/people/team/policy';
import { companyLogoUrl, presentCustomerUser } from '../../core/people/team/present-team-user';
import { findUser } from '../../core/people/users/user-repository';

export const handler = defineHandler('team.customerUser', async ({ auth, params }) => {
  const user = assertCanSeeUser(auth, await findUser(auth.companyId, params.id));
  return { data: presentCustomerUser(user, companyLogoUrl(auth.company)) };
});
