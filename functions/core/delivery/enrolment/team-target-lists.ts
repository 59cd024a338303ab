import type { TPageQuery } from '@skillway/shared';
import { listUserEnrolments, type TEnrolmentItem } from './enrolment-repository';
import type { TAuth } from '../../platform/http/principal';
import { pageAssignRows } from './assign-panel-page';
import { requireAssignableUser } from './assignable-users';
import type { TAssignable, TTeamAssignmentKind, TTeamRowBase } from './team-assignment-kinds';
import { presentTeamRow } from './team-assignment-rules';

/**
 * One user's Assigned or Unassigned list of courses or playlists (My Team's assign panels): the company's targets
 * split by the user's enrolments on that kind of target (one index Query), searched by name and paged. The user must
 * be one the caller may assign (a manager: an active learner of their own team; the administrator: any active user),
 * else 404.
 */
export async function pageUserTargets<TItem extends TAssignable, TRow extends TTeamRowBase>(
  kind: TTeamAssignmentKind<TItem, TRow>,
  auth: TAuth,
  userId: string,
  scope: 'enrolled' | 'unenrolled',
  query: TPageQuery,
  path: string,
) {
  const user = await requireAssignableUser(auth, userId);
  const [items, enrolments] = await Promise.all([
    kind.load(auth.companyId),
    listUserEnrolments(auth.companyId, user.user_id, kind.enrolment.type),
  ]);
  const byTarget = new Map<string, TEnrolmentItem>(enrolments.map((item) => [item.target_id, item]));
  const rows = [...items.values()]
    .filter((item) => byTarget.has(item.id) === (scope === 'enrolled'))
    .map((item) => presentTeamRow(kind, item, byTarget.get(item.id), kind.mayHandOut(auth, item)));
  return pageAssignRows(rows, query, path);
}

/** The team-wide stepper's selection step: what the caller may hand out, searched by name and paged. */
export async function pageAssignableTargets<TItem extends TAssignable, TRow extends TTeamRowBase>(
  kind: TTeamAssignmentKind<TItem, TRow>,
  auth: TAuth,
  query: TPageQuery,
  path: string,
) {
  const items = await kind.load(auth.companyId);
  const rows = [...items.values()]
    .filter((item) => kind.mayHandOut(auth, item))
    .map((item) => presentTeamRow(kind, item, undefined, true));
  return pageAssignRows(rows, query, path);
}
