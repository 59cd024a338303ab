import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCourseDeadlinesBody, TCourseEnrolBody, TCourseRemoveEnrolmentsBody } from '@skillway/shared';
import { api } from '../../../api';
import { courseAdminKeys } from './query-keys';

/** Enrolment changes move the enrol lists and the course counters, so every course screen is refreshed. */
function useInvalidateCourses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.all });
}

export function useEnrolCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: string; body: TCourseEnrolBody }) =>
      api('courses.enrol', { params: { id: courseId }, body }),
    onSuccess: invalidate,
  });
}

export function useSetCourseDeadlines() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: string; body: TCourseDeadlinesBody }) =>
      api('courses.manageDeadlines', { params: { id: courseId }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoveEnrolments() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: string; body: TCourseRemoveEnrolmentsBody }) =>
      api('courses.removeEnrolments', { params: { id: courseId }, body }),
    onSuccess: invalidate,
  });
}
