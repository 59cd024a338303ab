import { useMutation } from '@tanstack/react-query';
import type { TSendEmailBody, TTeamEnrolResult } from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { courseKeys } from '../../courses/api/query-keys';
import { playlistKeys } from '../../playlists/api/query-keys';
import { profileKeys } from '../../profile/api/query-keys';
import { userKeys } from '../../users/api/query-keys';
import type { TAssignChange, TAssignTarget } from '../lib/assign-target';
import { teamKeys } from './query-keys';

/** Emails one team member; the server sanitises the rich text and checks the address is in the team. */
export function useSendTeamEmail() {
  return useMutation({ mutationFn: (body: TSendEmailBody) => api('team.sendEmail', { body }) });
}

/**
 * An assignment changes the cards' course totals and the assign lists, the users table's Courses and Playlists
 * columns, the administrator's course and playlist enrol lists and a user's summary (a playlist brings its
 * courses): all of them refresh.
 */
const ASSIGNMENT_RESOURCES = [
  teamKeys.all,
  userKeys.all,
  courseKeys.all,
  playlistKeys.enrolments,
  playlistKeys.all,
  profileKeys.all,
] as const;

function saveUser(target: TAssignTarget, userId: string, change: TAssignChange): Promise<TTeamEnrolResult> {
  const params = { id: userId };
  return target === 'courses'
    ? api('team.enrolUserCourses', {
        params,
        body: { assign_courses: change.assign, unassign_courses: change.unassign, selected_date: change.deadline },
      })
    : api('playlists.enrolUser', {
        params,
        body: { assign_playlists: change.assign, unassign_playlists: change.unassign },
      });
}

function saveTeam(
  target: TAssignTarget,
  users: string[],
  ids: string[],
  deadline: string | null,
): Promise<TTeamEnrolResult> {
  return target === 'courses'
    ? api('team.enrolUsersToCourses', { body: { users, assign_courses: ids, selected_date: deadline } })
    : api('playlists.enrolUsers', { body: { users, assign_playlists: ids } });
}

/** Assign to Courses / Playlists for one user: `assign` from the Unassigned list, `unassign` from the Assigned. */
export function useAssignUser(target: TAssignTarget) {
  const invalidate = useInvalidate(...ASSIGNMENT_RESOURCES);
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: TAssignChange }) => saveUser(target, userId, change),
    onSuccess: invalidate,
  });
}

/**
 * The team-wide Assign Courses / Assign Playlists: every chosen user gets everything chosen (courses with the
 * deadline step's date, or none).
 */
export function useAssignTeam(target: TAssignTarget) {
  const invalidate = useInvalidate(...ASSIGNMENT_RESOURCES);
  return useMutation({
    mutationFn: ({ users, ids, deadline }: { users: string[]; ids: string[]; deadline: string | null }) =>
      saveTeam(target, users, ids, deadline),
    onSuccess: invalidate,
  });
}

/** Nudge: reminds one member of their overdue and due-this-week courses; their card's figures do not change. */
export function useNudgeMember() {
  return useMutation({ mutationFn: (userId: string) => api('team.nudge', { params: { id: userId } }) });
}
