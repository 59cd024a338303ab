import { MSG } from '@skillway/shared';
import { removeMaterial } from '../../core/courses/manage-materials';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.removeMaterial', async ({ auth, body }) => {
  await removeMaterial(auth.companyId, body.course_id, body.asset_id);
  return { message: MSG.MATERIAL_REMOVED };
});
