import { ROLE } from '@skillway/shared';
import { ERASURE_MSG } from '@skillway/shared/constants/privacy';
import { defineHandler } from '../../core/platform/http/define-handler';
import { AppError } from '../../core/platform/http/app-error';
import { createPrivacyRequest, presentPrivacyRequest } from '../../core/people/privacy/erasure/erasure-requests';

export const handler = defineHandler('privacy.requestErasure', async ({ auth, body }) => {
  if (auth.roleId === ROLE.ADMIN) throw AppError.field('reason', ERASURE_MSG.CANNOT_ERASE_ADMIN);
  const request = await createPrivacyRequest(auth.companyId, auth.userId, body.reason || undefined);
  return {
    message: ERASURE_MSG.REQUESTED,
    data: presentPrivacyRequest(request, `${auth.user.first_name} ${auth.user.last_name}`),
  };
});
