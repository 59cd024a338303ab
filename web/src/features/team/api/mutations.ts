import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSendEmailBody, TUserCoursesBody, TUsersToCoursesBody } from '@skillway/shared';
import { api } from '../../../api';
import { courseAdminKeys } from '../../courses-admin/api/query-keys';
import { userKeys } from '../../users/api/query-keys';
import { teamKeys } from './query-keys';

/** Emails one team member; the server sanitises the rich text and checks the address is in the team. */
export function useSendTeamEmail() {
  return useMutation({ mutationFn: (body: TSendEmailBody) => api('team.sendEmail', { body }) });
}

/**
 * An assignment changes the cards' course totals and the course lists, the users table's Courses column and the
 * administrator's enrol lists: all of them refresh.
 */
function useInvalidateAssignments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [teamKeys.all, userKeys.all, courseAdminKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** Assign to Courses for one user: `assign_courses` from the Unassigned list, `unassign_courses` from the Assigned. */
export function useAssignUserCourses() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: TUserCoursesBody }) =>
      api('team.enrolUserCourses', { params: { id: userId }, body }),
    onSuccess: invalidate,
  });
}

/** The team-wide Assign Courses: every chosen user on every chosen course. */
export function useAssignUsersToCourses() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: (body: TUsersToCoursesBody) => api('team.enrolUsersToCourses', { body }),
    onSuccess: invalidate,
  });
}
