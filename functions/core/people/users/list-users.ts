import { ROLE, bandById, type TPaginationMeta, type TUserCounter, type TUserListQuery } from '@skillway/shared';
import type { TCompanyItem, TUserItem } from '../../platform/db/types';
import { paginate } from '../../platform/http/pagination';
import type { TAuth } from '../../platform/http/principal';
import { listTeamMembers } from '../team/team-repository';
import { presentUserBasic, presentUserReportRow, presentUserRow } from './present-user';
import { loadGroupDirectory } from './user-groups';
import { filterUsers, sortUsers } from './user-list-rules';
import { listCompanyUsers } from './user-repository';

/** 'Current Users: N / max': active users (maintained on write) against the band's maximum. */
function userCounter(company: TCompanyItem): TUserCounter {
  return { current: company.total_users, max: bandById(company.banding)?.max ?? 0 };
}

interface TPageInput {
  query: Partial<TUserListQuery>;
  path: string;
}

/**
 * The user management table (or the archived list): one Query of the company's users (at most 500) and one of its
 * group memberships, then filter, order and page in memory.
 */
export async function listUsersPage(
  company: TCompanyItem,
  input: TPageInput & { archived: boolean },
): Promise<{ data: ReturnType<typeof presentUserRow>[]; meta: TPaginationMeta & { users: TUserCounter } }> {
  const companyId = company.company_id;
  const [users, directory] = await Promise.all([listCompanyUsers(companyId), loadGroupDirectory(companyId)]);
  const wanted = users.filter((user) => (user.is_archived === 1) === input.archived);
  const filtered = filterUsers(wanted, {
    search: input.query.search,
    start: input.query.start,
    end: input.query.end,
    groups: input.query.groups,
    memberships: directory.memberships,
  });
  const ordered = sortUsers(filtered, input.query.orderBy, input.query.sortedBy);
  const page = paginate(ordered, { page: input.query.page, limit: input.query.limit, path: input.path });
  return {
    data: page.data.map((user) => presentUserRow(user, directory.groupsOf(user.user_id))),
    meta: { ...page.meta, users: userCounter(company) },
  };
}

/** Active users, searched and ordered by name. */
function activeByName(users: readonly TUserItem[], query: Partial<TUserListQuery>): TUserItem[] {
  const active = users.filter((user) => user.is_archived !== 1);
  return sortUsers(
    filterUsers(active, { search: query.search }),
    query.orderBy ?? 'first_name',
    query.sortedBy ?? 'asc',
  );
}

/**
 * Pickers: every active user of the company for the administrator (GET /get-all-clients, /clients-baisc-details),
 * only their own team for a manager.
 */
export async function listBasicUsersPage(auth: TAuth, input: TPageInput) {
  const users =
    auth.roleId === ROLE.MANAGER
      ? await listTeamMembers(auth.companyId, auth.userId)
      : await listCompanyUsers(auth.companyId);
  const page = paginate(activeByName(users, input.query), { ...input.query, path: input.path });
  return { data: page.data.map(presentUserBasic), meta: page.meta };
}

/** The user report's users: active ones, filtered as the screen does (search, created dates, groups), ordered. */
export async function userReportUsers(companyId: string, query: Partial<TUserListQuery>): Promise<TUserItem[]> {
  const byGroup = (query.groups?.length ?? 0) > 0;
  const [users, directory] = await Promise.all([
    listCompanyUsers(companyId),
    byGroup ? loadGroupDirectory(companyId) : Promise.resolve(undefined),
  ]);
  const active = users.filter((user) => user.is_archived !== 1);
  const filtered = filterUsers(active, {
    search: query.search,
    start: query.start,
    end: query.end,
    groups: query.groups,
    memberships: directory?.memberships,
  });
  return sortUsers(filtered, query.orderBy ?? 'first_name', query.sortedBy ?? 'asc');
}

/** The user report: active users with their course counters (maintained on write), searched, ordered and paged. */
export async function listUserReportPage(companyId: string, input: TPageInput) {
  const ordered = await userReportUsers(companyId, input.query);
  const page = paginate(ordered, { page: input.query.page, limit: input.query.limit, path: input.path });
  return { data: page.data.map(presentUserReportRow), meta: page.meta };
}
