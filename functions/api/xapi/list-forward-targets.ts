import { defineHandler } from '../../core/platform/http/define-handler';
import { presentTarget } from '../../core/learner/xapi/forwarding/present';
import { listTargets } from '../../core/learner/xapi/forwarding/target-repository';

export const handler = defineHandler('xapi.listForwardTargets', async ({ auth }) => ({
  data: await Promise.all((await listTargets(auth.companyId)).map(presentTarget)),
}));
