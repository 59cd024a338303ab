import { MSG } from '@skillway/shared';
import { sortMaterials } from '../../core/content/courses/manage-materials';
import { presentAssets } from '../../core/content/courses/present-asset';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.sortMaterials', async ({ auth, params, body }) => ({
  data: await presentAssets(await sortMaterials(auth.companyId, params.id, body.sort_order)),
  message: MSG.MATERIALS_SORTED,
}));
