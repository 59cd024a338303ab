import { ERROR_LOG_FETCH_LIMIT } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { listErrorLogs, presentErrorLog } from '../../core/people/imports/error-log-repository';

export const handler = defineHandler('imports.errorLogs', async ({ auth, query }) => {
  const items = await listErrorLogs(auth.companyId, query.container, query.limit ?? ERROR_LOG_FETCH_LIMIT);
  return { data: items.map(presentErrorLog) };
});
