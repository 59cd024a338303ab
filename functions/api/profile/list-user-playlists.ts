import { defineHandler } from '../../core/platform/http/define-handler';
import { paginate } from '../../core/platform/http/pagination';
import { resolveProgressOwner } from '../../core/learner/profile/progress-owner';
import { pageUserPlaylists } from '../../core/learner/profile/user-playlists';

export const handler = defineHandler('learnerProfile.playlists', async ({ auth, query, event }) => {
  const userId = await resolveProgressOwner(auth, query.id);
  if (!userId) return paginate([], { page: query.page, limit: query.limit, path: event.rawPath });
  return pageUserPlaylists(auth, userId, query, event.rawPath);
});
