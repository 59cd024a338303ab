import { EXTERNAL_TRAINING_IMPORT_LIMITS } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { readMultipartFile } from '../../core/people/imports/multipart-file';
import { importExternalTrainingCsv } from '../../core/learner/external-training/import-external-training';

export const handler = defineHandler('externalTraining.import', async ({ auth, event }) => {
  const file = await readMultipartFile(event, EXTERNAL_TRAINING_IMPORT_LIMITS.maxBytes);
  return importExternalTrainingCsv(auth, file);
});
