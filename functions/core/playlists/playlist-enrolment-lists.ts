import type { TCourseEnrolGroup, TCourseEnrolUser, TPageQuery } from '@skillway/shared';
import type { TUserItem } from '../db/types';
import { INDIVIDUAL, isDerivedOnly } from '../enrolment/enrolment-rules';
import { listTargetEnrolments, type TEnrolmentItem } from '../enrolment/enrolment-repository';
import { listTargetGroups } from '../enrolment/group-enrolment';
import { playlistTarget } from '../enrolment/playlist-enrolment';
import { listGroups, type TGroupItem } from '../groups/group-repository';
import { matchesSearch, sortBy } from '../groups/list-options';
import { paginate } from '../http/pagination';
import { listCompanyUsers } from '../users/user-repository';

const USER_FIELDS = {
  first_name: (user: TUserItem) => user.first_name,
  last_name: (user: TUserItem) => user.last_name,
  email: (user: TUserItem) => user.email,
  unique_id: (user: TUserItem) => user.unique_id ?? '',
};
const GROUP_FIELDS = { name: (group: TGroupItem) => group.name };
const GROUP_SORT = { ...GROUP_FIELDS, total_users: (group: TGroupItem) => group.total_users };

/** A user on the playlist's enrol lists; playlists carry no progress of their own, so no state. */
function presentUser(user: TUserItem, enrolment: TEnrolmentItem | undefined): TCourseEnrolUser {
  return {
    id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    unique_id: user.unique_id ?? null,
    enrolled: !!enrolment,
    disabled: isDerivedOnly(enrolment?.sources),
    individual: !!enrolment && INDIVIDUAL in enrolment.sources,
    deadline: enrolment?.deadline || null,
    enrolled_at: enrolment?.enrolled_at ?? null,
    state: null,
    state_text: null,
  };
}

/**
 * The Enrol / Unenroll panels' user tables: active users of the company (archived users are never offered) that are,
 * or are not, enrolled on the playlist (`all`: both, each with its flag), searched by name and paged. Both reads are
 * whole: a company has at most 500 users, and a playlist at most one enrolment each.
 */
export async function pagePlaylistUsers(
  companyId: string,
  playlistId: string,
  scope: 'enrolled' | 'unenrolled' | 'all',
  query: TPageQuery,
  path: string,
) {
  const [users, enrolments] = await Promise.all([
    listCompanyUsers(companyId),
    listTargetEnrolments(companyId, playlistTarget(playlistId)),
  ]);
  const byUser = new Map(enrolments.map((item) => [item.user_id, item]));
  const wanted = users.filter(
    (user) =>
      user.is_archived !== 1 &&
      (scope === 'all' || byUser.has(user.user_id) === (scope === 'enrolled')) &&
      matchesSearch(user, query.search, USER_FIELDS, ['first_name', 'last_name']),
  );
  const sorted = sortBy(wanted, query.orderBy, query.sortedBy, USER_FIELDS, 'first_name');
  const page = paginate(sorted, { page: query.page, limit: query.limit, path });
  return { data: page.data.map((user) => presentUser(user, byUser.get(user.user_id))), meta: page.meta };
}

/** The panels' group tables: the company's groups enrolled, or not, on the playlist. */
export async function pagePlaylistGroups(
  companyId: string,
  playlistId: string,
  scope: 'enrolled' | 'unenrolled',
  query: TPageQuery,
  path: string,
) {
  const [groups, links] = await Promise.all([
    listGroups(companyId),
    listTargetGroups(companyId, playlistTarget(playlistId)),
  ]);
  const linked = new Set(links.map((link) => link.group_id));
  const wanted = groups.filter(
    (group) =>
      linked.has(group.group_id) === (scope === 'enrolled') && matchesSearch(group, query.search, GROUP_FIELDS, ['name']),
  );
  const sorted = sortBy(wanted, query.orderBy, query.sortedBy, GROUP_SORT, 'name');
  const page = paginate(sorted, { page: query.page, limit: query.limit, path });
  return {
    data: page.data.map(
      (group): TCourseEnrolGroup => ({
        id: group.group_id,
        name: group.name,
        total_users: group.total_users,
        enrolled: linked.has(group.group_id),
        deadline: null,
      }),
    ),
    meta: page.meta,
  };
}
