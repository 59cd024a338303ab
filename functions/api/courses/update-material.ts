import { MSG } from '@skillway/shared';
import { updateMaterial } from '../../core/content/courses/manage-materials';
import { presentAsset } from '../../core/content/courses/present-asset';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.updateMaterial', async ({ auth, params, body }) => {
  const asset = await updateMaterial(auth.companyId, params.id, body);
  return {
    data: await presentAsset(asset),
    message: asset.asset_type === 'document' ? MSG.DOCUMENT_UPDATED : MSG.MATERIAL_UPDATED,
  };
});
