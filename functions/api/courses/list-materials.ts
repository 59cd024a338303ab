import { listMaterials } from '../../core/courses/manage-materials';
import { presentAssets } from '../../core/courses/present-asset';
import { defineHandler } from '../../core/http/define-handler';
import { paginate } from '../../core/http/pagination';

export const handler = defineHandler('courses.materials', async ({ auth, params, query, event }) => {
  const page = paginate(await listMaterials(auth.companyId, params.id), {
    page: query.page,
    limit: query.limit,
    path: event.rawPath,
  });
  return { data: await presentAssets(page.data), meta: page.meta };
});
