import { defineHandler } from '../../core/platform/http/define-handler';
import { xapiClientEndpoint } from '../../core/learner/xapi/client-endpoint';
import { listLiveClients, presentClient } from '../../core/learner/xapi/client-repository';

export const handler = defineHandler('xapi.listClients', async ({ auth }) => ({
  data: (await listLiveClients(auth.companyId)).map(presentClient),
  endpoint: xapiClientEndpoint(),
}));
