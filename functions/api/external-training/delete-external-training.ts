import { EXTERNAL_TRAINING_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { deleteExternalTraining } from '../../core/learner/external-training/external-training-commands';

export const handler = defineHandler('externalTraining.delete', async ({ auth, params }) => {
  await deleteExternalTraining(auth, params.id);
  return { message: EXTERNAL_TRAINING_MSG.DELETED };
});
