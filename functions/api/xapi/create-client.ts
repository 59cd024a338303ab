import { XAPI_CLIENT_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { xapiClientEndpoint } from '../../core/learner/xapi/client-endpoint';
import { createClient, presentClient } from '../../core/learner/xapi/client-repository';

export const handler = defineHandler('xapi.createClient', async ({ auth, body }) => {
  const { secret, item } = await createClient(auth.companyId, {
    name: body.name,
    scopes: body.scopes,
    expiresAt: body.expires_at ?? null,
    ...(body.default_version ? { defaultVersion: body.default_version } : {}),
    createdById: auth.userId,
    createdByName: `${auth.user.first_name} ${auth.user.last_name}`.trim(),
  });
  return {
    data: { ...presentClient(item), secret },
    endpoint: xapiClientEndpoint(),
    message: XAPI_CLIENT_MSG.CREATED,
  };
});
