import {
  MSG,
  type TCourseDeadlinesBody,
  type TCourseEnrolBody,
  type TCourseEnrolResult,
  type TCourseRemoveEnrolmentsBody,
} from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { listCompanyUsers } from '../../people/users/user-repository';
import { enrolUsers, unenrolUsers } from './enrol-users';
import { checkDeadline, checkDisjoint, checkGroups, checkUsers, unique } from './enrolment-checks';
import { publishEnrolmentEvent } from './enrolment-events';
import { INDIVIDUAL } from './enrolment-rules';
import { enrolmentKey, getEnrolments, listTargetEnrolments } from './enrolment-repository';
import type { TEnrolmentTargetKind } from './enrolment-target-kinds';
import { addGroupTarget, findGroupTarget, removeGroupTarget } from './group-enrolment';

/*
 * The administrator's enrol, unenrol and deadline commands, one set for courses and playlists: what differs (the
 * target's keys, events, messages, deadlines) comes from the target kind (enrolment-target-kinds.ts).
 */

type TCounts = Omit<TCourseEnrolResult['data'], 'summary'>;

const plural = (n: number, noun: string) => `${n} ${noun}(s)`;
/** ' and N group(s)' for the summaries, or nothing. */
const andGroups = (n: number) => (n > 0 ? ` and ${plural(n, 'group')}` : '');
const NO_COUNTS: TCounts = { enrolled_users: 0, unenrolled_users: 0, enrolled_groups: 0, unenrolled_groups: 0 };

function result(message: string, summary: string, counts: TCounts): TCourseEnrolResult {
  return { message, data: { summary, ...counts } };
}

/** The target (404 for another company's) and the distinct users and groups a deadline or removal acts on. */
async function selection(
  kind: TEnrolmentTargetKind,
  companyId: string,
  id: string,
  body: { users?: string[]; groups?: string[] },
) {
  const found = await kind.require(companyId, id);
  const userIds = unique(body.users);
  const groupIds = unique(body.groups);
  if (userIds.length + groupIds.length === 0) throw AppError.field('users', MSG.ENROL_NOTHING_SELECTED);
  return { found, target: kind.targetOf(found.id), userIds, groupIds };
}

/** Everyone active not yet enrolled; users enrolled through a group keep that (the panel's select-all skips them). */
async function everyoneElse(kind: TEnrolmentTargetKind, companyId: string, id: string, unassign: readonly string[]) {
  const enrolled = new Set((await listTargetEnrolments(companyId, kind.targetOf(id))).map((item) => item.user_id));
  const unassigned = new Set(unassign);
  return (await listCompanyUsers(companyId, true))
    .filter((user) => user.is_archived !== 1 && !enrolled.has(user.user_id) && !unassigned.has(user.user_id))
    .map((user) => user.user_id);
}

/**
 * POST /course/enrol/{id} and /channel/assign/{id} (the Enrol and Unenroll panels): `assign_*` enrol, `unassign_*`
 * unenrol (DESIGN.md: the fields mean what they say). Users must be active users of the company and groups its
 * groups (422 otherwise). Users enrolled here hold the `individual` source, members of an enrolled group the group's;
 * unenrolling takes away only what the call names, so a user still in an enrolled group stays enrolled. A course
 * takes an optional deadline and `enrol_all`; a playlist has neither. Each side is announced as an event.
 */
export async function enrolOnTarget(
  kind: TEnrolmentTargetKind,
  auth: TAuth,
  id: string,
  body: TCourseEnrolBody,
): Promise<TCourseEnrolResult> {
  const { companyId } = auth;
  const found = await kind.require(companyId, id);
  const target = kind.targetOf(found.id);
  const assignUsers = unique(body.assign_users);
  const unassignUsers = unique(body.unassign_users);
  const assignGroups = unique(body.assign_groups);
  const unassignGroups = unique(body.unassign_groups);
  const nothing = assignUsers.length + unassignUsers.length + assignGroups.length + unassignGroups.length === 0;
  if (nothing && !body.enrol_all) throw AppError.field('assign_users', MSG.ENROL_NOTHING_SELECTED);
  const deadline = kind.deadlines ? checkDeadline(body.selected_date) : null;
  checkDisjoint(assignUsers, unassignUsers, 'assign_users');
  checkDisjoint(assignGroups, unassignGroups, 'assign_groups');
  await checkUsers(companyId, { assign_users: assignUsers, unassign_users: unassignUsers }, ['assign_users']);
  await checkGroups(companyId, { assign_groups: assignGroups, unassign_groups: unassignGroups });
  if (body.enrol_all) assignUsers.push(...(await everyoneElse(kind, companyId, found.id, unassignUsers)));
  const users = unique(assignUsers);

  await enrolUsers(companyId, target, users, { deadline });
  await unenrolUsers(companyId, target, unassignUsers);
  const targetExists = (company: string) => kind.exists(company, found.id);
  for (const groupId of assignGroups) await addGroupTarget(companyId, groupId, target, { deadline, targetExists });
  for (const groupId of unassignGroups) await removeGroupTarget(companyId, groupId, target);

  await publishEnrolmentEvent(kind, kind.events.assigned, auth, found.id, {
    userIds: users,
    groupIds: assignGroups,
    deadline,
  });
  await publishEnrolmentEvent(kind, kind.events.unassigned, auth, found.id, {
    userIds: unassignUsers,
    groupIds: unassignGroups,
    deadline: null,
  });

  const counts = {
    enrolled_users: users.length,
    unenrolled_users: unassignUsers.length,
    enrolled_groups: assignGroups.length,
    unenrolled_groups: unassignGroups.length,
  };
  if (kind.unenrolledMessage && users.length + assignGroups.length === 0) {
    const summary = `You have unenrolled ${plural(unassignUsers.length, 'user')}${andGroups(unassignGroups.length)} from ${found.name}`;
    return result(kind.unenrolledMessage, summary, counts);
  }
  const summary = `You have enrolled ${plural(users.length, 'user')}${andGroups(assignGroups.length)} on to ${found.name}`;
  return result(MSG.ENROL_USERS_ENROLLED, summary, counts);
}

/**
 * POST /course/manage-deadlines/{id}: a new deadline for users enrolled individually (a user enrolled only through a
 * group takes the group's deadline) and for enrolled groups, whose members follow. Only a target kind with deadlines.
 */
export async function setTargetDeadlines(
  kind: TEnrolmentTargetKind & Required<Pick<TEnrolmentTargetKind, 'deadlines'>>,
  auth: TAuth,
  id: string,
  body: TCourseDeadlinesBody,
): Promise<TCourseEnrolResult> {
  const { companyId } = auth;
  const { found, target, userIds, groupIds } = await selection(kind, companyId, id, body);
  if (!body.selected_date) throw AppError.field('selected_date', MSG.ENROL_DEADLINE_MISSING);
  const deadline = checkDeadline(body.selected_date)!;

  const enrolments = await getEnrolments(
    companyId,
    userIds.map((userId) => ({ userId, target })),
  );
  const previousUser = new Map<string, string>();
  for (const userId of userIds) {
    const sources = enrolments.get(enrolmentKey(userId, target))?.sources;
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

  // Those who had no deadline are told one is set; those who had another, that it changed.
  const pick = (map: Map<string, string>, had: boolean) =>
    [...map].filter(([, before]) => before !== deadline && (before !== '') === had).map(([key]) => key);
  for (const [detailType, had] of [
    [kind.deadlines.set, false],
    [kind.deadlines.changed, true],
  ] as const) {
    const change = { userIds: pick(previousUser, had), groupIds: pick(previousGroup, had), deadline };
    await publishEnrolmentEvent(kind, detailType, auth, found.id, change);
  }

  const summary = `You have set the deadline ${deadline} for ${plural(userIds.length, 'user')}${andGroups(groupIds.length)} on ${found.name}`;
  return result(MSG.ENROL_DEADLINE_SET, summary, NO_COUNTS);
}

/** POST /course/remove-user-and-groups/{id}: users lose their individual enrolment, groups their link to the target. */
export async function removeTargetEnrolments(
  kind: TEnrolmentTargetKind,
  auth: TAuth,
  id: string,
  body: TCourseRemoveEnrolmentsBody,
): Promise<TCourseEnrolResult> {
  const { companyId } = auth;
  const { found, target, userIds, groupIds } = await selection(kind, companyId, id, body);
  await checkUsers(companyId, { users: userIds }, []);
  await checkGroups(companyId, { groups: groupIds });

  await unenrolUsers(companyId, target, userIds);
  for (const groupId of groupIds) await removeGroupTarget(companyId, groupId, target);
  await publishEnrolmentEvent(kind, kind.events.unassigned, auth, found.id, { userIds, groupIds, deadline: null });

  const summary = `You have unenrolled ${plural(userIds.length, 'user')}${andGroups(groupIds.length)} from ${found.name}`;
  return result(MSG.ENROL_REMOVED, summary, {
    ...NO_COUNTS,
    unenrolled_users: userIds.length,
    unenrolled_groups: groupIds.length,
  });
}
