import { MSG } from '@skillway/shared';
import { removeMaterial } from '../../core/content/courses/manage-materials';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.removeMaterial', async ({ auth, body }) => {
  await removeMaterial(auth.companyId, body.course_id, body.asset_id);
  return { message: MSG.MATERIAL_REMOVED };
});
