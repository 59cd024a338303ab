import { listCatalogue } from '../../core/content/courses/list-catalogue';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.catalogue', async ({ auth }) => ({
  data: await listCatalogue(auth.companyId),
}));
