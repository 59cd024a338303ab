import type { TPageQuery } from '@skillway/shared';
import { paginate } from '../../platform/http/pagination';
import { listCompanyUsers } from '../users/user-repository';
import { listCompanyMemberships, listGroupMemberIds, listGroups, type TGroupItem } from './group-repository';
import { matchesSearch, sortBy } from '../../platform/http/list-options';
import { presentGroup, presentGroupBasic, presentGroupUser } from './present-group';
import { PERSON_LIST_FIELDS } from '../users/user-list-rules';

const GROUP_FIELDS = {
  name: (group: TGroupItem) => group.name,
  description: (group: TGroupItem) => group.description ?? '',
};
const GROUP_SORT = {
  ...GROUP_FIELDS,
  total_users: (group: TGroupItem) => group.total_users,
  total_courses: (group: TGroupItem) => group.total_courses,
  total_channels: (group: TGroupItem) => group.total_channels,
  created_at: (group: TGroupItem) => group.created_at,
};

async function filteredGroups(companyId: string, query: TPageQuery) {
  const groups = (await listGroups(companyId)).filter((group) =>
    matchesSearch(group, query.search, GROUP_FIELDS, ['name']),
  );
  return sortBy(groups, query.orderBy, query.sortedBy, GROUP_SORT, 'name');
}

/** GET /groups: one page of the company's groups. */
export async function pageGroups(companyId: string, query: TPageQuery, path: string) {
  const page = paginate(await filteredGroups(companyId, query), { page: query.page, limit: query.limit, path });
  return { data: page.data.map(presentGroup), meta: page.meta };
}

/** GET /groups-basic-detail: ids and names (all of them unless a limit is asked for). */
export async function pageGroupNames(companyId: string, query: TPageQuery, path: string) {
  const groups = await filteredGroups(companyId, query);
  const page = paginate(groups, { page: query.page, limit: query.limit ?? Math.max(groups.length, 1), path });
  return { data: page.data.map(presentGroupBasic), meta: page.meta };
}

export type TUserScope = 'members' | 'non-members' | 'all' | 'no-group';

/**
 * The Manage Users panel's lists: active users of the company (archived users are never offered), filtered by
 * their membership of `groupId` (or of any group for `no-group`), searched by name and paged.
 */
export async function pageGroupUsers(
  companyId: string,
  groupId: string | undefined,
  scope: TUserScope,
  query: TPageQuery,
  path: string,
) {
  const users = (await listCompanyUsers(companyId)).filter((user) => user.is_archived !== 1);
  let isMember: (userId: string) => boolean;
  if (scope === 'no-group') {
    const memberships = await listCompanyMemberships(companyId);
    isMember = (userId) => (memberships.get(userId)?.length ?? 0) > 0;
  } else {
    const members = new Set(groupId ? await listGroupMemberIds(companyId, groupId) : []);
    isMember = (userId) => members.has(userId);
  }
  const wanted = users.filter((user) => {
    if (!matchesSearch(user, query.search, PERSON_LIST_FIELDS, ['first_name', 'last_name'])) return false;
    const member = isMember(user.user_id);
    if (scope === 'members') return member;
    if (scope === 'non-members' || scope === 'no-group') return !member;
    return true;
  });
  const sorted = sortBy(wanted, query.orderBy, query.sortedBy, PERSON_LIST_FIELDS, 'first_name');
  const page = paginate(sorted, { page: query.page, limit: query.limit, path });
  return {
    data: page.data.map((user) => presentGroupUser(user, scope === 'no-group' ? false : isMember(user.user_id))),
    meta: page.meta,
  };
}
