import { EXTERNAL_TRAINING_MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { deleteExternalTrainingCertificate } from '../../core/learner/external-training/external-training-commands';

export const handler = defineHandler('externalTraining.deleteCertificate', async ({ auth, params }) => ({
  data: await deleteExternalTrainingCertificate(auth, params.id),
  message: EXTERNAL_TRAINING_MSG.CERTIFICATE_DELETED,
}));
