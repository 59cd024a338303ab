import {
  USER_COURSE_STATE_TEXT,
  type TCourseEnrolGroup,
  type TCourseEnrolUser,
  type TPageQuery,
} from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { listGroups, type TGroupItem } from '../../people/groups/group-repository';
import { matchesSearch, sortBy } from '../../platform/http/list-options';
import { paginate } from '../../platform/http/pagination';
import { courseStateOf } from '../progress/progress-state';
import { listCompanyUsers } from '../../people/users/user-repository';
import { INDIVIDUAL, isDerivedOnly } from './enrolment-rules';
import type { TEnrolmentTargetKind } from './enrolment-target-kinds';
import { listTargetEnrolments, type TEnrolmentItem } from './enrolment-repository';
import { listTargetGroups } from './group-enrolment';
import { PERSON_LIST_FIELDS } from '../../people/users/user-list-rules';

/** Which users a list shows: enrolled (any source), enrolled individually, not enrolled, or everyone with a flag. */
export type TUserListScope = 'enrolled' | 'individual' | 'unenrolled' | 'all';

const GROUP_FIELDS = { name: (group: TGroupItem) => group.name };
const GROUP_SORT = { ...GROUP_FIELDS, total_users: (group: TGroupItem) => group.total_users };

function presentUser(user: TUserItem, enrolment: TEnrolmentItem | undefined, withProgress: boolean): TCourseEnrolUser {
  const state = withProgress && enrolment ? courseStateOf(enrolment.state) : null;
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
    state,
    state_text: state === null ? null : (USER_COURSE_STATE_TEXT[state] ?? null),
  };
}

function inScope(enrolment: TEnrolmentItem | undefined, scope: TUserListScope): boolean {
  switch (scope) {
    case 'all':
      return true;
    case 'unenrolled':
      return !enrolment;
    case 'individual':
      return !!enrolment && INDIVIDUAL in enrolment.sources;
    default:
      return !!enrolment;
  }
}

/**
 * The enrol panels' user tables of a course or playlist (and a course's users page): active users of the company
 * (archived users are never offered) in the scope, searched by name and paged. Both lists are read whole: a company
 * has at most 500 users, and one target at most one enrolment each. Only a course's rows carry the learner's progress
 * (a playlist has none of its own).
 */
export async function pageTargetUsers(
  kind: TEnrolmentTargetKind,
  companyId: string,
  targetId: string,
  scope: TUserListScope,
  query: TPageQuery,
  path: string,
) {
  const target = kind.targetOf(targetId);
  const [users, enrolments] = await Promise.all([listCompanyUsers(companyId), listTargetEnrolments(companyId, target)]);
  const byUser = new Map(enrolments.map((item) => [item.user_id, item]));
  const wanted = users.filter(
    (user) =>
      user.is_archived !== 1 &&
      inScope(byUser.get(user.user_id), scope) &&
      matchesSearch(user, query.search, PERSON_LIST_FIELDS, ['first_name', 'last_name']),
  );
  const sorted = sortBy(wanted, query.orderBy, query.sortedBy, PERSON_LIST_FIELDS, 'first_name');
  const page = paginate(sorted, { page: query.page, limit: query.limit, path });
  const { withProgress } = kind.lists;
  return {
    data: page.data.map((user) => presentUser(user, byUser.get(user.user_id), withProgress)),
    meta: page.meta,
  };
}

/**
 * The enrol panels' group tables: the company's groups enrolled, or not, on a course or playlist (with the deadline
 * each gives, for a course).
 */
export async function pageTargetGroups(
  kind: TEnrolmentTargetKind,
  companyId: string,
  targetId: string,
  scope: 'enrolled' | 'unenrolled',
  query: TPageQuery,
  path: string,
) {
  const target = kind.targetOf(targetId);
  const [groups, links] = await Promise.all([listGroups(companyId), listTargetGroups(companyId, target)]);
  const byGroup = new Map(links.map((link) => [link.group_id, link]));
  const wanted = groups.filter(
    (group) =>
      byGroup.has(group.group_id) === (scope === 'enrolled') &&
      matchesSearch(group, query.search, GROUP_FIELDS, ['name']),
  );
  const sorted = sortBy(wanted, query.orderBy, query.sortedBy, GROUP_SORT, 'name');
  const page = paginate(sorted, { page: query.page, limit: query.limit, path });
  return {
    data: page.data.map((group): TCourseEnrolGroup => {
      const link = byGroup.get(group.group_id);
      return {
        id: group.group_id,
        name: group.name,
        total_users: group.total_users,
        enrolled: !!link,
        deadline: kind.lists.withGroupDeadlines ? link?.deadline || null : null,
      };
    }),
    meta: page.meta,
  };
}
