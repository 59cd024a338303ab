import { listCatalogue } from '../../core/courses/list-catalogue';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.catalogue', async ({ auth }) => ({
  data: await listCatalogue(auth.companyId),
}));
