import { LEARNER_TEXT, USER_COURSE_STATE, type TLearnerEnrolment } from '@skillway/shared';

export interface TCardAction {
  label: string;
  /** Where the button goes: the player for an enrolled course, the details for one the caller is not on. */
  to: '/courses/player/$id' | '/courses/details/$id';
  params: { id: string };
  /** The theme's primary colour when unset. */
  color?: string;
  variant: 'filled' | 'light';
  /** Learning is paused (a suspended company) and the course is not completed: the server would refuse its calls. */
  disabled: boolean;
}

/**
 * The card's button by the caller's state on the course (spec, My Courses): Start Course, Continue Course, Course
 * Completed, Complete Test; View Course Details when they are not enrolled. While learning is `paused` (a suspended
 * company, lib/learning-paused.ts) every button but Course Completed and View Course Details is disabled.
 */
export function cardAction(
  courseId: string,
  enrolled: Pick<TLearnerEnrolment, 'state'> | null,
  paused = false,
): TCardAction {
  const action = stateAction({ id: courseId }, enrolled);
  return { ...action, disabled: paused && !!enrolled && enrolled.state !== USER_COURSE_STATE.COMPLETE };
}

function stateAction(
  params: { id: string },
  enrolled: Pick<TLearnerEnrolment, 'state'> | null,
): Omit<TCardAction, 'disabled'> {
  if (!enrolled) {
    return {
      label: LEARNER_TEXT.VIEW_DETAILS,
      to: '/courses/details/$id',
      params,
      color: 'gray',
      variant: 'light',
    };
  }
  switch (enrolled.state) {
    case USER_COURSE_STATE.IN_PROGRESS:
      return {
        label: LEARNER_TEXT.CONTINUE_COURSE,
        to: '/courses/player/$id',
        params,
        color: 'blue',
        variant: 'filled',
      };
    case USER_COURSE_STATE.COMPLETE:
      return {
        label: LEARNER_TEXT.COURSE_COMPLETED,
        to: '/courses/player/$id',
        params,
        color: 'green',
        variant: 'light',
      };
    case USER_COURSE_STATE.TEST_PENDING:
      return {
        label: LEARNER_TEXT.COMPLETE_TEST,
        to: '/courses/player/$id',
        params,
        color: 'orange',
        variant: 'filled',
      };
    default:
      return { label: LEARNER_TEXT.START_COURSE, to: '/courses/player/$id', params, color: 'blue', variant: 'filled' };
  }
}
