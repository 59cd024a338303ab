import { EXTERNAL_TRAINING_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { createExternalTrainingForUser } from '../../core/learner/external-training/external-training-commands';

export const handler = defineHandler('externalTraining.adminCreate', async ({ auth, body }) => ({
  data: await createExternalTrainingForUser(auth, body),
  message: EXTERNAL_TRAINING_MSG.ADDED,
}));
