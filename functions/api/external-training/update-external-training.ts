import { EXTERNAL_TRAINING_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { updateOwnExternalTraining } from '../../core/learner/external-training/external-training-commands';

export const handler = defineHandler('externalTraining.update', async ({ auth, params, body }) => ({
  data: await updateOwnExternalTraining(auth, params.id, body),
  message: EXTERNAL_TRAINING_MSG.UPDATED,
}));
