import { MSG, TEAM_ASSIGN_PAIRS_MAX } from '@skillway/shared';
import type { TEnrolmentChange } from './change-enrolments';
import { INDIVIDUAL, type TTarget } from './enrolment-rules';
import { enrolmentKey, type TEnrolmentItem, type TEnrolmentKey } from './enrolment-repository';
import { AppError } from '../../platform/http/app-error';

/**
 * The rules My Team's assignment of courses and of playlists share, free of I/O so they can be tested alone.
 * Assigning gives the user the `individual` enrolment source on the target, unassigning takes it away
 * (functions/core/delivery/enrolment applies both): an enrolment held only through a group (or, for a course, a playlist) is
 * not the manager's to remove.
 */

export const unique = (values: readonly string[] | undefined): string[] => [...new Set(values ?? [])];

const plural = (n: number, noun: string) => `${n} ${noun}(s)`;

/** The messages one kind of target (course or playlist) answers a bad selection with. */
export interface TSelectionMessages {
  /** Body field the targets to assign arrive in (assign_courses, assign_playlists). */
  field: string;
  none: string;
  both: string;
}

/** One user's assign/unassign selection: something must be chosen, and no id on both sides (422 on `field`). */
export function assertUserSelection(
  assign: readonly string[],
  unassign: readonly string[],
  messages: TSelectionMessages,
) {
  if (assign.length + unassign.length === 0) throw AppError.field(messages.field, messages.none);
  const both = new Set(unassign);
  if (assign.some((id) => both.has(id))) throw AppError.field(messages.field, messages.both);
}

/** The team-wide selection: some users, some targets, and no more pairs than one call may write. */
export function assertTeamSelection(
  userIds: readonly string[],
  targetIds: readonly string[],
  messages: Omit<TSelectionMessages, 'both'>,
) {
  if (userIds.length === 0) throw AppError.field('users', MSG.TEAM_USERS_NONE_SELECTED);
  if (targetIds.length === 0) throw AppError.field(messages.field, messages.none);
  if (userIds.length * targetIds.length > TEAM_ASSIGN_PAIRS_MAX)
    throw AppError.field(messages.field, MSG.TEAM_ASSIGN_TOO_MANY);
}

/** The enrolments a change reads before it is planned: every user on every target named. */
export function assignmentKeys(
  userIds: readonly string[],
  targetIds: readonly string[],
  targetOf: (id: string) => TTarget,
): TEnrolmentKey[] {
  return userIds.flatMap((userId) => targetIds.map((id) => ({ userId, target: targetOf(id) })));
}

export interface TAssignmentPlan {
  changes: TEnrolmentChange[];
  /** target id -> users who get the individual source (the assigned events' payload). */
  assigned: Map<string, string[]>;
  /** target id -> users who lose it. */
  unassigned: Map<string, string[]>;
}

function push(map: Map<string, string[]>, targetId: string, userId: string) {
  map.set(targetId, [...(map.get(targetId) ?? []), userId]);
}

/**
 * The source changes for assigning `assign` to and unassigning `unassign` from `userIds` (ids already checked to be
 * targets of the company). A user who already has the individual source keeps it as it is (its deadline included);
 * a user who has no enrolment is already unassigned. Unassigning an enrolment held without the individual source is
 * refused with `throughGroup` on the unassign field.
 */
export function planIndividualAssignment(input: {
  userIds: readonly string[];
  assign: readonly string[];
  unassign: readonly string[];
  enrolments: ReadonlyMap<string, TEnrolmentItem>;
  targetOf: (id: string) => TTarget;
  throughGroup: { field: string; message: string };
}): TAssignmentPlan {
  const plan: TAssignmentPlan = { changes: [], assigned: new Map(), unassigned: new Map() };
  for (const userId of input.userIds) {
    for (const id of input.unassign) {
      const target = input.targetOf(id);
      const sources = input.enrolments.get(enrolmentKey(userId, target))?.sources;
      if (!sources) continue;
      if (!(INDIVIDUAL in sources)) throw AppError.field(input.throughGroup.field, input.throughGroup.message);
      plan.changes.push({ userId, target, change: { op: 'remove', source: INDIVIDUAL } });
      push(plan.unassigned, id, userId);
    }
    for (const id of input.assign) {
      const target = input.targetOf(id);
      const sources = input.enrolments.get(enrolmentKey(userId, target))?.sources;
      if (sources && INDIVIDUAL in sources) continue;
      plan.changes.push({ userId, target, change: { op: 'add', source: INDIVIDUAL, deadline: null } });
      push(plan.assigned, id, userId);
    }
  }
  return plan;
}

export function countOf(map: ReadonlyMap<string, readonly string[]>): number {
  let n = 0;
  for (const users of map.values()) n += users.length;
  return n;
}

/** The success summary of one user's assign/unassign call, e.g. "You have assigned 2 course(s) to Ann Lee". */
export function userAssignmentSummary(name: string, noun: string, assigned: number, unassigned: number): string {
  const parts = [
    ...(assigned > 0 ? [`assigned ${plural(assigned, noun)} to ${name}`] : []),
    ...(unassigned > 0 ? [`unassigned ${plural(unassigned, noun)} from ${name}`] : []),
  ];
  return `You have ${parts.join(' and ')}`;
}

/** The success summary of a team-wide call: every user enrolled on every target. */
export function teamAssignmentSummary(users: number, targets: number, noun: string): string {
  return `You have enrolled ${plural(users, 'user')} on ${plural(targets, noun)}`;
}
