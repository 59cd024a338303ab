import {
  MSG,
  type TCourseDeadlinesBody,
  type TCourseEnrolBody,
  type TCourseEnrolResult,
  type TCourseRemoveEnrolmentsBody,
} from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/events';
import { courseExists, requireCourse } from '../../content/courses/course-repository';
import type { TCourseItem } from '../../platform/db/types';
import { publishCourseEnrolmentEvent } from './course-enrolment-events';
import { listGroups } from '../../people/groups/group-repository';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { listCompanyUsers } from '../../people/users/user-repository';
import { courseTarget } from './course-enrolment-lists';
import { enrolUsers, unenrolUsers } from './enrol-users';
import { INDIVIDUAL } from './enrolment-rules';
import { getEnrolments, listTargetEnrolments } from './enrolment-repository';
import { addGroupTarget, findGroupTarget, removeGroupTarget } from './group-enrolment';

type TCounts = Omit<TCourseEnrolResult['data'], 'summary'>;

const unique = (values: readonly string[] | undefined) => [...new Set(values ?? [])];
const plural = (n: number, noun: string) => `${n} ${noun}(s)`;

/** Today as yyyy-mm-dd in the time zone furthest behind UTC (UTC-12), so "today" on any administrator's calendar passes. */
function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function checkDeadline(date: string | null | undefined): string | null {
  if (!date) return null;
  if (
    Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
  )
    throw AppError.field('selected_date', 'The selected date must be a date (yyyy-mm-dd).');
  if (date < earliestToday()) throw AppError.field('selected_date', MSG.ENROL_DATE_PAST);
  return date;
}

/** Users must be of the company (active ones for enrolling); anything else is refused whole, naming the field. */
export async function checkUsers(companyId: string, fields: Record<string, string[]>, activeOnly: readonly string[]) {
  if (Object.values(fields).every((ids) => ids.length === 0)) return;
  const users = await listCompanyUsers(companyId, true);
  const all = new Set(users.map((user) => user.user_id));
  const active = new Set(users.filter((user) => user.is_archived !== 1).map((user) => user.user_id));
  for (const [field, ids] of Object.entries(fields)) {
    const known = activeOnly.includes(field) ? active : all;
    if (ids.some((id) => !known.has(id))) throw AppError.field(field, MSG.GROUP_USER_NOT_FOUND);
  }
}

export async function checkGroups(companyId: string, fields: Record<string, string[]>) {
  if (Object.values(fields).every((ids) => ids.length === 0)) return;
  const known = new Set((await listGroups(companyId)).map((group) => group.group_id));
  for (const [field, ids] of Object.entries(fields)) {
    if (ids.some((id) => !known.has(id))) throw AppError.field(field, MSG.GROUPS_INVALID);
  }
}

export function checkDisjoint(a: string[], b: string[], field: string) {
  const other = new Set(b);
  if (a.some((id) => other.has(id)))
    throw AppError.field(field, `The ${field.replace(/_/g, ' ')} may not be enrolled and unenrolled at once.`);
}

function emit(
  detailType: string,
  auth: TAuth,
  course: TCourseItem,
  userIds: string[],
  groupIds: string[],
  deadline: string | null,
) {
  return publishCourseEnrolmentEvent(detailType, auth, course.course_id, { userIds, groupIds, deadline });
}

function result(message: string, summary: string, counts: TCounts): TCourseEnrolResult {
  return { message, data: { summary, ...counts } };
}

/** POST /course/enrol/{id}: `assign_*` enrol (with the optional deadline), `unassign_*` unenrol. */
/** The course (404 for another company's) and the distinct users and groups a deadline or removal acts on. */
async function courseSelection(companyId: string, courseId: string, body: { users?: string[]; groups?: string[] }) {
  const course = await requireCourse(companyId, courseId);
  const userIds = unique(body.users);
  const groupIds = unique(body.groups);
  if (userIds.length + groupIds.length === 0) throw AppError.field('users', MSG.ENROL_NOTHING_SELECTED);
  return { course, target: courseTarget(course.course_id), userIds, groupIds };
}

/** ' and N group(s)' for the summaries, or nothing. */
function andGroups(count: number): string {
  return count > 0 ? ` and ${plural(count, 'group')}` : '';
}

export async function enrolOnCourse(
  auth: TAuth,
  courseId: string,
  body: TCourseEnrolBody,
): Promise<TCourseEnrolResult> {
  const { companyId } = auth;
  const course = await requireCourse(companyId, courseId);
  const target = courseTarget(course.course_id);
  const assignUsers = unique(body.assign_users);
  const unassignUsers = unique(body.unassign_users);
  const assignGroups = unique(body.assign_groups);
  const unassignGroups = unique(body.unassign_groups);
  const nothing = assignUsers.length + unassignUsers.length + assignGroups.length + unassignGroups.length === 0;
  if (nothing && !body.enrol_all) throw AppError.field('assign_users', MSG.ENROL_NOTHING_SELECTED);
  const deadline = checkDeadline(body.selected_date);
  checkDisjoint(assignUsers, unassignUsers, 'assign_users');
  checkDisjoint(assignGroups, unassignGroups, 'assign_groups');
  await checkUsers(companyId, { assign_users: assignUsers, unassign_users: unassignUsers }, ['assign_users']);
  await checkGroups(companyId, { assign_groups: assignGroups, unassign_groups: unassignGroups });

  if (body.enrol_all) {
    // Everyone active not yet enrolled; users enrolled through a group keep that (the panel's select-all skips them).
    const enrolled = new Set((await listTargetEnrolments(companyId, target)).map((item) => item.user_id));
    const unassigned = new Set(unassignUsers);
    for (const user of await listCompanyUsers(companyId, true)) {
      if (user.is_archived !== 1 && !enrolled.has(user.user_id) && !unassigned.has(user.user_id))
        assignUsers.push(user.user_id);
    }
  }
  const users = unique(assignUsers);

  await enrolUsers(companyId, target, users, { deadline });
  await unenrolUsers(companyId, target, unassignUsers);
  const targetExists = (id: string, t: { id: string }) => courseExists(id, t.id);
  for (const groupId of assignGroups) await addGroupTarget(companyId, groupId, target, { deadline, targetExists });
  for (const groupId of unassignGroups) await removeGroupTarget(companyId, groupId, target);

  await emit(DETAIL_TYPE.COURSE_ASSIGNED, auth, course, users, assignGroups, deadline);
  await emit(DETAIL_TYPE.COURSE_UNASSIGNED, auth, course, unassignUsers, unassignGroups, null);

  return result(
    MSG.ENROL_USERS_ENROLLED,
    `You have enrolled ${plural(users.length, 'user')}${andGroups(assignGroups.length)} on to ${course.name}`,
    {
      enrolled_users: users.length,
      unenrolled_users: unassignUsers.length,
      enrolled_groups: assignGroups.length,
      unenrolled_groups: unassignGroups.length,
    },
  );
}

/**
 * POST /course/manage-deadlines/{id}: a new deadline for users enrolled individually (a user enrolled only through a
 * group takes the group's deadline) and for enrolled groups, whose members follow.
 */
export async function setCourseDeadlines(
  auth: TAuth,
  courseId: string,
  body: TCourseDeadlinesBody,
): Promise<TCourseEnrolResult> {
  const { companyId } = auth;
  const { course, target, userIds, groupIds } = await courseSelection(companyId, courseId, body);
  if (!body.selected_date) throw AppError.field('selected_date', MSG.ENROL_DEADLINE_MISSING);
  const deadline = checkDeadline(body.selected_date)!;

  const enrolments = await getEnrolments(
    companyId,
    userIds.map((userId) => ({ userId, target })),
  );
  const previousUser = new Map<string, string>();
  for (const userId of userIds) {
    const sources = enrolments.get(`course#${course.course_id}#${userId}`)?.sources;
    if (!sources || !(INDIVIDUAL in sources)) throw AppError.field('users', MSG.ENROL_USERS_NOT_ENROLLED);
    previousUser.set(userId, sources[INDIVIDUAL] ?? '');
  }
  const previousGroup = new Map<string, string>();
  for (const groupId of groupIds) {
    const link = await findGroupTarget(companyId, groupId, target);
    if (!link) throw AppError.field('groups', MSG.ENROL_GROUPS_NOT_ENROLLED);
    previousGroup.set(groupId, link.deadline);
  }

  await enrolUsers(companyId, target, userIds, { deadline });
  for (const groupId of groupIds) await addGroupTarget(companyId, groupId, target, { deadline });

  const pick = (map: Map<string, string>, had: boolean) =>
    [...map].filter(([, before]) => before !== deadline && (before !== '') === had).map(([id]) => id);
  await emit(
    DETAIL_TYPE.COURSE_DEADLINE_SET,
    auth,
    course,
    pick(previousUser, false),
    pick(previousGroup, false),
    deadline,
  );
  await emit(
    DETAIL_TYPE.COURSE_DEADLINE_CHANGED,
    auth,
    course,
    pick(previousUser, true),
    pick(previousGroup, true),
    deadline,
  );

  return result(
    MSG.ENROL_DEADLINE_SET,
    `You have set the deadline ${deadline} for ${plural(userIds.length, 'user')}${andGroups(groupIds.length)} on ${course.name}`,
    {
      enrolled_users: 0,
      unenrolled_users: 0,
      enrolled_groups: 0,
      unenrolled_groups: 0,
    },
  );
}

/** POST /course/remove-user-and-groups/{id}: users lose their individual enrolment, groups their link to the course. */
export async function removeCourseEnrolments(
  auth: TAuth,
  courseId: string,
  body: TCourseRemoveEnrolmentsBody,
): Promise<TCourseEnrolResult> {
  const { companyId } = auth;
  const { course, target, userIds, groupIds } = await courseSelection(companyId, courseId, body);
  await checkUsers(companyId, { users: userIds }, []);
  await checkGroups(companyId, { groups: groupIds });

  await unenrolUsers(companyId, target, userIds);
  for (const groupId of groupIds) await removeGroupTarget(companyId, groupId, target);
  await emit(DETAIL_TYPE.COURSE_UNASSIGNED, auth, course, userIds, groupIds, null);

  return result(
    MSG.ENROL_REMOVED,
    `You have unenrolled ${plural(userIds.length, 'user')}${andGroups(groupIds.length)} from ${course.name}`,
    {
      enrolled_users: 0,
      unenrolled_users: userIds.length,
      enrolled_groups: 0,
      unenrolled_groups: groupIds.length,
    },
  );
}
