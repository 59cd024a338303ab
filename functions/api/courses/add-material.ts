import { MATERIAL_ADDED_MESSAGE, addMaterial } from '../../core/content/courses/add-material';
import { presentAsset } from '../../core/content/courses/present-asset';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.addMaterial', async ({ auth, body }) => ({
  data: await presentAsset(await addMaterial(auth, body)),
  message: MATERIAL_ADDED_MESSAGE[body.type],
}));
