import { defineHandler } from '../../core/platform/http/define-handler';
import { scimBaseUrl } from '../../core/people/scim/base-url';
import { listLiveTokens, presentScimToken } from '../../core/people/scim/token-repository';

export const handler = defineHandler('scim.listTokens', async ({ auth }) => ({
  data: (await listLiveTokens(auth.companyId)).map(presentScimToken),
  base_url: scimBaseUrl(),
}));
