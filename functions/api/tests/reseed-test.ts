import { MSG } from '@skillway/shared';
import { courseCompanyId } from '../../core/content/courses/course-scope';
import { defineHandler } from '../../core/platform/http/define-handler';
import { restoreTestFromCatalogue } from '../../core/content/tests/restore-test';

export const handler = defineHandler('tests.reseed', async ({ auth, params, query }) => ({
  data: await restoreTestFromCatalogue(await courseCompanyId(auth, query.company_id), params.id, 'reseed'),
  message: MSG.QUIZ_RESEEDED,
}));
