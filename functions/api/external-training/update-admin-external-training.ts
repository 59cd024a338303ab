import { EXTERNAL_TRAINING_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { updateExternalTrainingForUser } from '../../core/learner/external-training/external-training-commands';

export const handler = defineHandler('externalTraining.adminUpdate', async ({ auth, params, body }) => ({
  data: await updateExternalTrainingForUser(auth, params.id, body),
  message: EXTERNAL_TRAINING_MSG.UPDATED,
}));
