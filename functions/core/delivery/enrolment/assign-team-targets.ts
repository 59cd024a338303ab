import type { TTeamEnrolResult } from '@skillway/shared';
import { changeEnrolments } from './change-enrolments';
import { checkDeadline, unique } from './enrolment-checks';
import { publishAssignments } from './enrolment-events';
import { getEnrolments } from './enrolment-repository';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { assertAssignableUsers, requireAssignableUser } from './assignable-users';
import type { TAssignable, TTeamAssignmentKind, TTeamRowBase } from './team-assignment-kinds';
import {
  assertHandOut,
  assertTeamSelection,
  assertUserSelection,
  assignmentKeys,
  countOf,
  planAssignment,
  teamAssignmentSummary,
  userAssignmentSummary,
  type TAssignmentPlan,
} from './team-assignment-rules';

/** Writes the plan through the enrolment module (sources and counters together), then tells the notifications. */
async function apply(kind: TTeamAssignmentKind, auth: TAuth, plan: TAssignmentPlan, deadline: string | null) {
  await changeEnrolments(auth.companyId, plan.changes);
  await publishAssignments(kind.enrolment, auth, 'assigned', plan.assigned, deadline);
  await publishAssignments(kind.enrolment, auth, 'unassigned', plan.unassigned);
}

/**
 * The deadline of what the call assigns, by the administrator's enrol rules (checkDeadline: a real day, today or
 * later; 422 on `selected_date`). Only targets whose enrolments carry deadlines (courses) take one.
 */
function assignedDeadline(kind: TTeamAssignmentKind, date: string | null | undefined): string | null {
  return kind.enrolment.deadlines ? checkDeadline(date) : null;
}

/**
 * POST /enrol/courses/{id} and /enrol/playlists/{id}: assign and unassign courses or playlists for one user. The
 * user must be one the caller may assign (a manager: an active learner of their own team; else 404); assigned
 * targets must be ones of the company the caller may hand out (422); unassigning takes away only the individual
 * enrolment and refuses one held through a group (or, for a course, a playlist). Courses assigned may be given a
 * deadline.
 */
export async function assignUserTargets<TItem extends TAssignable, TRow extends TTeamRowBase>(
  kind: TTeamAssignmentKind<TItem, TRow>,
  auth: TAuth,
  userId: string,
  body: { assign?: string[]; unassign?: string[]; deadline?: string | null },
): Promise<TTeamEnrolResult> {
  const { companyId } = auth;
  const user = await requireAssignableUser(auth, userId, true);
  const assign = unique(body.assign);
  const unassign = unique(body.unassign);
  assertUserSelection(kind, assign, unassign);
  const deadline = assignedDeadline(kind, body.deadline);

  const items = await kind.load(companyId);
  assertHandOut(kind, assign, items, (item) => kind.mayHandOut(auth, item));
  if (unassign.some((id) => !items.has(id))) throw AppError.field(kind.fields.unassign, kind.messages.invalid);

  const enrolments = await getEnrolments(companyId, assignmentKeys(kind, [user.user_id], [...assign, ...unassign]));
  const plan = planAssignment(kind, { userIds: [user.user_id], assign, unassign, enrolments, deadline });
  await apply(kind, auth, plan, deadline);

  const name = `${user.first_name} ${user.last_name}`;
  return {
    message: assign.length > 0 ? kind.messages.userEnrolled : kind.messages.userUnenrolled,
    data: {
      summary: userAssignmentSummary(name, kind.noun, assign.length, unassign.length),
      enrolled: countOf(plan.assigned),
      unenrolled: countOf(plan.unassigned),
    },
  };
}

/**
 * POST /enrol/users-to-courses and /enrol/users-to-channel: every user gets every course or playlist (courses with
 * an optional deadline). Users outside what the caller may assign are refused whole with the same 422 whether they
 * exist or not, so the call reveals nothing about other users.
 */
export async function assignUsersToTargets<TItem extends TAssignable, TRow extends TTeamRowBase>(
  kind: TTeamAssignmentKind<TItem, TRow>,
  auth: TAuth,
  body: { users?: string[]; assign?: string[]; deadline?: string | null },
): Promise<TTeamEnrolResult> {
  const { companyId } = auth;
  const userIds = unique(body.users);
  const targetIds = unique(body.assign);
  assertTeamSelection(kind, userIds, targetIds);
  const deadline = assignedDeadline(kind, body.deadline);

  await assertAssignableUsers(auth, userIds);
  const items = await kind.load(companyId);
  assertHandOut(kind, targetIds, items, (item) => kind.mayHandOut(auth, item));

  const enrolments = await getEnrolments(companyId, assignmentKeys(kind, userIds, targetIds));
  const plan = planAssignment(kind, { userIds, assign: targetIds, unassign: [], enrolments, deadline });
  await apply(kind, auth, plan, deadline);

  return {
    message: kind.messages.teamEnrolled(targetIds.length),
    data: {
      summary: teamAssignmentSummary(userIds.length, targetIds.length, kind.noun),
      enrolled: countOf(plan.assigned),
      unenrolled: 0,
    },
  };
}
