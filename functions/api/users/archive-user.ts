import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { callerCompany } from '../../core/people/users/company-scope';
import { setArchived } from '../../core/people/users/archive-user';
import { loadUserGroups } from '../../core/people/users/user-groups';
import { presentUserRow } from '../../core/people/users/present-user';

export const handler = defineHandler('users.archive', async ({ auth, params, body }) => {
  const user = await setArchived(auth, callerCompany(auth), params.id, body.is_archived);
  return {
    data: presentUserRow(user, await loadUserGroups(auth.companyId, user.user_id)),
    message: body.is_archived === 1 ? MSG.USER_ARCHIVED : MSG.USER_RESTORED,
  };
});
