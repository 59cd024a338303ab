import { defineHandler } from '../../core/platform/http/define-handler';
import { getExternalTraining } from '../../core/learner/external-training/external-training-queries';

export const handler = defineHandler('externalTraining.get', async ({ auth, params }) => ({
  data: await getExternalTraining(auth, params.id),
}));
