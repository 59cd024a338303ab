/** Course types; the same ids serve as external training types. */
export const COURSE_TYPES = [
  { id: 353360, name: 'Customer Service' },
  { id: 353362, name: 'First Aid' },
  { id: 353355, name: 'General' },
  { id: 353359, name: 'Health and Safety' },
  { id: 353356, name: 'IT' },
  { id: 353363, name: 'Management' },
  { id: 353358, name: 'Professional' },
  { id: 353361, name: 'Security' },
  { id: 353357, name: 'Technical' },
] as const;

export type TCourseTypeId = (typeof COURSE_TYPES)[number]['id'];

export const USER_COURSE_STATE = {
  NOT_STARTED: 1,
  IN_PROGRESS: 2,
  COMPLETE: 3,
  TEST_PENDING: 5,
} as const;

export const USER_COURSE_STATE_TEXT: Record<number, string> = {
  1: 'Not yet started',
  2: 'In progress',
  3: 'Complete',
  5: 'Complete Test',
};

export const DEFAULT_PASS_MARK = 80;
export const DEFAULT_QUESTION_LIMIT = 10;
