import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { setPassMark } from '../../core/content/tests/manage-test';

export const handler = defineHandler('tests.passMark', async ({ auth, params, body }) => ({
  data: await setPassMark(auth.companyId, params.id, body.pass_mark),
  message: MSG.PASSMARK_ADDED,
}));
