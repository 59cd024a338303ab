import { MATERIAL_ADDED_MESSAGE, addMaterial } from '../../core/courses/add-material';
import { presentAsset } from '../../core/courses/present-asset';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.addMaterial', async ({ auth, body }) => ({
  data: await presentAsset(await addMaterial(auth, body)),
  message: MATERIAL_ADDED_MESSAGE[body.type],
}));
