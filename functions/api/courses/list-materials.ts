import { listMaterials } from '../../core/content/courses/manage-materials';
import { presentAssets } from '../../core/content/courses/present-asset';
import { defineHandler } from '../../core/platform/http/define-handler';
import { paginate } from '../../core/platform/http/pagination';

export const handler = defineHandler('courses.materials', async ({ auth, params, query, event }) => {
  const page = paginate(await listMaterials(auth.companyId, params.id), {
    page: query.page,
    limit: query.limit,
    path: event.rawPath,
  });
  return { data: await presentAssets(page.data), meta: page.meta };
});
