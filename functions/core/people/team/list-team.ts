import { ROLE, type TPageQuery } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { paginate } from '../../platform/http/pagination';
import type { TAuth } from '../../platform/http/principal';
import { filterUsers, sortUsers } from '../users/user-list-rules';
import { findUser, listCompanyUsers } from '../users/user-repository';
import { isTeamMember } from './policy';
import { companyLogoUrl, presentTeamUser } from './present-team-user';
import { listTeamMembers } from './team-repository';

/**
 * The users a caller's team view shows: a manager's own team (one index Query, active learners only); for the
 * administrator every other active user of the company.
 */
async function teamOf(auth: TAuth): Promise<TUserItem[]> {
  if (auth.roleId === ROLE.MANAGER) {
    const members = await listTeamMembers(auth.companyId, auth.userId);
    return members.filter((member) => isTeamMember(auth.userId, member));
  }
  const users = await listCompanyUsers(auth.companyId);
  return users.filter((user) => user.is_archived !== 1 && user.user_id !== auth.userId);
}

function page(users: readonly TUserItem[], query: TPageQuery, path: string) {
  const ordered = sortUsers(
    filterUsers(users, { search: query.search }),
    query.orderBy ?? 'first_name',
    query.sortedBy ?? 'asc',
  );
  return paginate(ordered, { page: query.page, limit: query.limit, path });
}

/** GET /my-team: cards with the company logo, totals and last login; `search=first_name:..;last_name:..`. */
export async function listTeamPage(auth: TAuth, query: TPageQuery, path: string) {
  const result = page(await teamOf(auth), query, path);
  const logo = companyLogoUrl(auth.company);
  return { data: result.data.map((user) => presentTeamUser(user, logo)), meta: result.meta };
}

/** GET /get-manager-users/{id}: a manager's team (a manager may ask only for their own). */
export async function listManagerUsersPage(auth: TAuth, managerId: string, query: TPageQuery, path: string) {
  if (auth.roleId === ROLE.MANAGER && managerId !== auth.userId) throw AppError.notFound();
  const manager = managerId === auth.userId ? auth.user : await findUser(auth.companyId, managerId);
  if (manager?.role_id !== ROLE.MANAGER) throw AppError.notFound();
  const members = (await listTeamMembers(auth.companyId, managerId)).filter((member) =>
    isTeamMember(managerId, member),
  );
  const result = page(members, query, path);
  const logo = companyLogoUrl(auth.company);
  return { data: result.data.map((user) => presentTeamUser(user, logo)), meta: result.meta };
}

/**
 * GET /get-manager-teams: every active Team Manager with their team (the administrator), or the caller's own team
 * (a manager). One Query of the company's users serves the administrator's view.
 */
export async function listManagerTeamsPage(auth: TAuth, query: TPageQuery, path: string) {
  const users =
    auth.roleId === ROLE.MANAGER ? [auth.user, ...(await teamOf(auth))] : await listCompanyUsers(auth.companyId);
  const managers = users.filter((user) => user.role_id === ROLE.MANAGER && user.is_archived !== 1);
  const result = page(managers, query, path);
  return {
    data: result.data.map((manager) => {
      const members = sortUsers(
        users.filter((user) => isTeamMember(manager.user_id, user)),
        'first_name',
        'asc',
      );
      return {
        id: manager.user_id,
        first_name: manager.first_name,
        last_name: manager.last_name,
        email: manager.email,
        total_users: members.length,
        users: members.map((member) => ({
          id: member.user_id,
          first_name: member.first_name,
          last_name: member.last_name,
          email: member.email,
        })),
      };
    }),
    meta: result.meta,
  };
}
