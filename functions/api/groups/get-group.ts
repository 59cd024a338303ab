import { defineHandler } from '../../core/platform/http/define-handler';
import { loadGroupDetail } from '../../core/workflows/group-detail';

export const handler = defineHandler('groups.get', async ({ auth, params, query }) => {
  const include = new Set((query.include ?? '').split(',').map((part) => part.trim()));
  return {
    data: await loadGroupDetail(auth.companyId, params.id, {
      members: include.has('members'),
      targets: include.has('members') || include.has('targets'),
    }),
  };
});
