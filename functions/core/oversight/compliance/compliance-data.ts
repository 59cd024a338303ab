import {
  COMPLIANCE_STATUSES,
  COMPLIANCE_STATUS_RANK,
  ROLE,
  isInDate,
  type TComplianceCell,
  type TComplianceCourse,
  type TComplianceRow,
} from '@skillway/shared';
import { complianceCellText, complianceStatusOf } from '@skillway/shared/rules/recertification';
import type { TCourseItem, TUserItem } from '../../platform/db/types';
import type { TEnrolmentItem } from '../../platform/db/entities/enrolment';
import { listCompanyCourses } from '../../content/courses/course-repository';
import { listTargetEnrolments } from '../../delivery/enrolment/enrolment-repository';
import { courseTarget } from '../../delivery/enrolment/enrolment-targets';
import { listCompanyUsers } from '../../people/users/user-repository';
import { listGroupMemberIds } from '../../people/groups/group-repository';
import { isTeamMember } from '../../people/team/policy';
import type { TAuth } from '../../platform/http/principal';

/** The courses on the Compliance screen: those marked required (every course whose certificates expire is), by name. */
function requiredCourses(courses: readonly TCourseItem[]): TCourseItem[] {
  return courses
    .filter((course) => course.recertification?.required)
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }) || a.course_id.localeCompare(b.course_id),
    );
}

export async function listRequiredCourses(companyId: string): Promise<TCourseItem[]> {
  return requiredCourses(await listCompanyCourses(companyId));
}

/** One learner's cell on one course, today. */
function cellOf(enrolment: TEnrolmentItem, course: TCourseItem, today: string): TComplianceCell {
  const cell = complianceStatusOf(
    {
      state: enrolment.state,
      deadline: enrolment.deadline,
      expires_on: enrolment.expires_on,
      certified_at: enrolment.certified_at,
      renewal_due: enrolment.renewal_due,
      window_days: course.recertification?.window_days ?? 0,
    },
    today,
  );
  return { course_id: course.course_id, ...cell, text: complianceCellText(cell) };
}

/** Who the matrix covers: the administrator any user of the company, narrowed by group or manager; a manager their team. */
export interface TComplianceScope {
  groupId?: string | undefined;
  managerId?: string | undefined;
}

/** The caller's scope: a manager's is their own team, whatever manager filter they send. */
export function scopeOf(auth: TAuth, scope: TComplianceScope): TComplianceScope {
  return auth.roleId === ROLE.MANAGER ? { ...scope, managerId: auth.userId } : scope;
}

/** The users in scope (active, not archived). */
async function usersInScope(companyId: string, scope: TComplianceScope): Promise<TUserItem[]> {
  const [users, groupMembers] = await Promise.all([
    listCompanyUsers(companyId),
    scope.groupId ? listGroupMemberIds(companyId, scope.groupId) : Promise.resolve(undefined),
  ]);
  const inGroup = groupMembers ? new Set(groupMembers) : undefined;
  const managerId = scope.managerId;
  return users.filter(
    (user) =>
      user.is_archived !== 1 &&
      (!inGroup || inGroup.has(user.user_id)) &&
      (!managerId || isTeamMember(managerId, user)),
  );
}

export interface TComplianceData {
  courses: TCourseItem[];
  /** Users with at least one required course, each with their cells (in the courses' order). */
  rows: { user: TUserItem; cells: TComplianceCell[] }[];
}

/**
 * The matrix's data: the required courses (one Query of the company's courses), their enrolments (one Query per
 * course: a course has at most a few hundred learners) and the users in scope (one Query), joined in memory.
 */
export async function loadComplianceData(
  companyId: string,
  scope: TComplianceScope,
  today: string,
): Promise<TComplianceData> {
  const [courses, users] = await Promise.all([listRequiredCourses(companyId), usersInScope(companyId, scope)]);
  const enrolments = await Promise.all(
    courses.map((course) => listTargetEnrolments(companyId, courseTarget(course.course_id))),
  );
  const byUser = new Map<string, TComplianceCell[]>();
  courses.forEach((course, index) => {
    for (const enrolment of enrolments[index] ?? []) {
      const cells = byUser.get(enrolment.user_id) ?? [];
      cells.push(cellOf(enrolment, course, today));
      byUser.set(enrolment.user_id, cells);
    }
  });
  const rows = users.flatMap((user) => {
    const cells = byUser.get(user.user_id);
    return cells ? [{ user, cells }] : [];
  });
  return { courses, rows };
}

/** Per course and overall: required learners and how many are in date, counted from the rows (a filtered scope). */
export function figuresOf(data: TComplianceData): { courses: TComplianceCourse[]; required: number; in_date: number } {
  const courses = data.courses.map((course) => {
    let required = 0;
    let inDate = 0;
    for (const row of data.rows) {
      const cell = row.cells.find((candidate) => candidate.course_id === course.course_id);
      if (!cell) continue;
      required += 1;
      if (isInDate(cell.status)) inDate += 1;
    }
    return { id: course.course_id, name: course.name, required, in_date: inDate, percent: percentOf(inDate, required) };
  });
  const required = courses.reduce((sum, course) => sum + course.required, 0);
  const inDate = courses.reduce((sum, course) => sum + course.in_date, 0);
  return { courses, required, in_date: inDate };
}

/** A whole percentage; 100 when nobody is required (nothing is out of date). */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 100 : Math.floor((part * 100) / whole);
}

/** A cell's place in the worst-first order (no cell last). */
export function statusRank(cell: TComplianceCell | undefined): number {
  return cell ? COMPLIANCE_STATUS_RANK[cell.status] : COMPLIANCE_STATUSES.length;
}

export function presentRow(row: TComplianceData['rows'][number]): TComplianceRow {
  return {
    user_id: row.user.user_id,
    first_name: row.user.first_name,
    last_name: row.user.last_name,
    email: row.user.email,
    cells: row.cells,
  };
}
