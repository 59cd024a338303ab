import { defineHandler } from '../../core/platform/http/define-handler';
import { listOwnExternalTraining } from '../../core/learner/external-training/external-training-queries';

export const handler = defineHandler('externalTraining.list', async ({ auth, query }) =>
  listOwnExternalTraining(auth, query),
);
