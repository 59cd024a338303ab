import { SCIM_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { revokeScimToken } from '../../core/people/scim/token-repository';

export const handler = defineHandler('scim.revokeToken', async ({ auth, params, log }) => {
  await revokeScimToken(auth.companyId, params.id);
  log.info('audit: SCIM token revoked', { audit: 'scim.token_revoked', actor_id: auth.userId, token_id: params.id });
  return { message: SCIM_MSG.TOKEN_REVOKED };
});
