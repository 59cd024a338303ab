import { defineHandler } from '../../core/platform/http/define-handler';
import { listExternalTrainingOfUser } from '../../core/learner/external-training/external-training-queries';

export const handler = defineHandler('externalTraining.ofUser', async ({ auth, params, query }) =>
  listExternalTrainingOfUser(auth, params.id, query),
);
