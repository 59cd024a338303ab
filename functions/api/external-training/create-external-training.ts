import { EXTERNAL_TRAINING_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { createOwnExternalTraining } from '../../core/learner/external-training/external-training-commands';

export const handler = defineHandler('externalTraining.create', async ({ auth, body }) => ({
  data: await createOwnExternalTraining(auth, body),
  message: EXTERNAL_TRAINING_MSG.ADDED,
}));
