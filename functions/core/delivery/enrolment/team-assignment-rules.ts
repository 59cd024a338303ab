import { MSG, TEAM_ASSIGN_PAIRS_MAX } from '@skillway/shared';
import { INDIVIDUAL, isDerivedOnly } from './enrolment-rules';
import { enrolmentKey, type TEnrolmentItem, type TEnrolmentKey } from './enrolment-repository';
import type { TEnrolmentChange } from './write-enrolment-changes';
import { AppError } from '../../platform/http/app-error';
import type { TAssignable, TTeamAssignmentKind, TTeamRowBase } from './team-assignment-kinds';

/**
 * The rules of My Team's assignment of courses and of playlists, free of I/O so they can be tested alone; what
 * differs between the two comes from the kind (team-assignment-kinds.ts). Assigning gives the user the `individual`
 * enrolment source on the target, unassigning takes it away (functions/core/delivery/enrolment applies both): an enrolment
 * held only through a group (or, for a course, a playlist) is not the manager's to remove.
 */

const plural = (n: number, noun: string) => `${n} ${noun}(s)`;

/** A course or playlist as the assign panels list it, with the user's enrolment on it (if any). */
export function presentTeamRow<TItem extends TAssignable, TRow extends TTeamRowBase>(
  kind: TTeamAssignmentKind<TItem, TRow>,
  item: TItem,
  enrolment: TEnrolmentItem | undefined,
  mayHandOut: boolean,
): TRow {
  const enrolled = !!enrolment;
  const base: TTeamRowBase = {
    id: item.id,
    name: item.name,
    published: item.published,
    enrolled,
    individual: enrolled && INDIVIDUAL in enrolment.sources,
    // Assigned list: only a group or playlist put them there. Unassigned list: what the caller may not hand out.
    disabled: enrolled ? isDerivedOnly(enrolment.sources) : !mayHandOut,
  };
  return kind.present(base, item, enrolment);
}

/** Every id must be a target of the company the caller may hand out; the first problem is a 422 on the assign field. */
export function assertHandOut<TItem extends TAssignable, TRow extends TTeamRowBase>(
  kind: TTeamAssignmentKind<TItem, TRow>,
  ids: readonly string[],
  items: ReadonlyMap<string, TItem>,
  mayHandOut: (item: TItem) => boolean,
): void {
  for (const id of ids) {
    const item = items.get(id);
    if (!item) throw AppError.field(kind.fields.assign, kind.messages.invalid);
    if (!mayHandOut(item)) throw AppError.field(kind.fields.assign, kind.messages.unpublished);
  }
}

/** One user's assign/unassign selection: something must be chosen, and no id on both sides (422 on the field). */
export function assertUserSelection(kind: TTeamAssignmentKind, assign: readonly string[], unassign: readonly string[]) {
  if (assign.length + unassign.length === 0) throw AppError.field(kind.fields.assign, kind.messages.none);
  const both = new Set(unassign);
  if (assign.some((id) => both.has(id))) throw AppError.field(kind.fields.assign, kind.messages.both);
}

/** The team-wide selection: some users, some targets, and no more pairs than one call may write. */
export function assertTeamSelection(
  kind: TTeamAssignmentKind,
  userIds: readonly string[],
  targetIds: readonly string[],
) {
  if (userIds.length === 0) throw AppError.field('users', MSG.TEAM_USERS_NONE_SELECTED);
  if (targetIds.length === 0) throw AppError.field(kind.fields.assign, kind.messages.none);
  if (userIds.length * targetIds.length > TEAM_ASSIGN_PAIRS_MAX)
    throw AppError.field(kind.fields.assign, MSG.TEAM_ASSIGN_TOO_MANY);
}

/** The enrolments a change reads before it is planned: every user on every target named. */
export function assignmentKeys(
  kind: TTeamAssignmentKind,
  userIds: readonly string[],
  targetIds: readonly string[],
): TEnrolmentKey[] {
  return userIds.flatMap((userId) => targetIds.map((id) => ({ userId, target: kind.enrolment.targetOf(id) })));
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
 * targets of the company). A new individual source carries `deadline` (already checked; null for none). A user who
 * already has the individual source keeps it as it is (its deadline included); a user who has no enrolment is
 * already unassigned. Unassigning an enrolment held without the individual source is refused on the unassign field.
 */
export function planAssignment(
  kind: TTeamAssignmentKind,
  input: {
    userIds: readonly string[];
    assign: readonly string[];
    unassign: readonly string[];
    enrolments: ReadonlyMap<string, TEnrolmentItem>;
    deadline?: string | null;
  },
): TAssignmentPlan {
  const targetOf = kind.enrolment.targetOf;
  const deadline = input.deadline ?? null;
  const plan: TAssignmentPlan = { changes: [], assigned: new Map(), unassigned: new Map() };
  for (const userId of input.userIds) {
    for (const id of input.unassign) {
      const target = targetOf(id);
      const sources = input.enrolments.get(enrolmentKey(userId, target))?.sources;
      if (!sources) continue;
      if (!(INDIVIDUAL in sources)) throw AppError.field(kind.fields.unassign, kind.messages.throughGroup);
      plan.changes.push({ userId, target, change: { op: 'remove', source: INDIVIDUAL } });
      push(plan.unassigned, id, userId);
    }
    for (const id of input.assign) {
      const target = targetOf(id);
      const sources = input.enrolments.get(enrolmentKey(userId, target))?.sources;
      if (sources && INDIVIDUAL in sources) continue;
      plan.changes.push({ userId, target, change: { op: 'add', source: INDIVIDUAL, deadline } });
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
