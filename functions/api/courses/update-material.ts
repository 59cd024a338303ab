import { MSG } from '@skillway/shared';
import { updateMaterial } from '../../core/courses/manage-materials';
import { presentAsset } from '../../core/courses/present-asset';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.updateMaterial', async ({ auth, params, body }) => {
  const asset = await updateMaterial(auth.companyId, params.id, body);
  return {
    data: await presentAsset(asset),
    message: asset.asset_type === 'document' ? MSG.DOCUMENT_UPDATED : MSG.MATERIAL_UPDATED,
  };
});
