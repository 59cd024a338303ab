import { SCIM_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { scimBaseUrl } from '../../core/people/scim/base-url';
import { createScimToken, presentScimToken } from '../../core/people/scim/token-repository';

export const handler = defineHandler('scim.createToken', async ({ auth, body, log }) => {
  const { token, item } = await createScimToken(auth.companyId, {
    name: body.name,
    createdById: auth.userId,
    createdByName: `${auth.user.first_name} ${auth.user.last_name}`.trim(),
  });
  // Audited without the token: who created which token.
  log.info('audit: SCIM token created', {
    audit: 'scim.token_created',
    actor_id: auth.userId,
    token_id: item.token_id,
  });
  return { data: { ...presentScimToken(item), token }, base_url: scimBaseUrl(), message: SCIM_MSG.TOKEN_CREATED };
});
