/**
 * The learner's course experience (learner spec: My Courses, Course player, Course details, states and transitions).
 * Event types the player sends with `POST /events` (entity type 1, a course).
 */
export const LEARNING_EVENT = {
  /** A video started playing (the client sends it while the course is not started; the server accepts it any time). */
  PLAY: 2,
  /** A video paused: `event_data` carries the current time in seconds (saved for resume). */
  PAUSE: 3,
  /** A video played to its end: the video counts as accessed. */
  VIDEO_END: 4,
  /** A document or slide deck was opened: it counts as accessed. */
  ASSET_OPENED: 7,
} as const;
export type TLearningEventType = (typeof LEARNING_EVENT)[keyof typeof LEARNING_EVENT];
export const LEARNING_EVENT_TYPES = Object.values(LEARNING_EVENT) as readonly TLearningEventType[];

/** The only entity type events name: a course. */
export const LEARNING_ENTITY_COURSE = 1;

/** My Courses status filter (`type`): all, or a user-course state. In progress includes a pending test. */
export const MY_COURSES_FILTERS = [
  { value: 'all', label: 'Show All' },
  { value: '1', label: 'Not yet started' },
  { value: '2', label: 'In progress' },
  { value: '3', label: 'Complete' },
] as const;

/** The texts of the learner's course screens, as the spec words them. */
export const LEARNER_TEXT = {
  NO_COURSES: 'No Courses Found',
  START_COURSE: 'Start Course',
  CONTINUE_COURSE: 'Continue Course',
  COURSE_COMPLETED: 'Course Completed',
  COMPLETE_TEST: 'Complete Test',
  VIEW_DETAILS: 'View Course Details',
  BACK_TO_LIST: 'Back to Course List',
  RESUME_QUESTION: 'Do you want to carry on where you left off?',
  TEST_LOCKED: 'You will need to access all the course content before taking the test',
  TEST_READY: "When you're ready, take the test",
  TEST_FAILED: (score: number) => `Test failed. You scored ${score}%`,
  TEST_PASSED: "Congratulations, you've completed this course",
  START_TEST: 'Start Test',
  TAKE_TEST_AGAIN: 'Take test again',
  VIEW_RESULT: 'View Result',
  DOWNLOAD_CERTIFICATE: 'Download Certificate',
  PROGRESS: (percent: number) => `Progress: ${percent}%`,
  /** The test's result screen, shown in the Test panel once the answers are submitted. */
  RESULT_TITLE: 'Your Result',
  RESULT_PASSED: 'Test passed',
  RESULT_FAILED: 'Test failed',
  RESULT_SCORE: 'Your score',
  RESULT_PASS_MARK: 'Pass mark',
  RESULT_ATTEMPTS_USED: 'Attempts used',
  RESULT_ATTEMPTS_LEFT: 'Attempts left',
  RESULT_NO_LIMIT: 'No limit',
  RESULT_NEXT_COMPLETE: 'You have completed this course. Download your certificate to keep a copy.',
  RESULT_NEXT_CONTENT: 'You passed. Access the rest of the course content to complete the course.',
  RESULT_NEXT_RETAKE: 'Review the course content, then take the test again.',
  BACK_TO_COURSE: 'Back to Course',
  EVENT_TYPE_INVALID: 'The event type is invalid.',
  EVENT_ASSET_REQUIRED: 'The related entity asset id field is required.',
  EVENT_ASSET_MISMATCH: 'This event does not apply to this kind of material.',
  ENTITY_TYPE_INVALID: 'The entity type is invalid.',
} as const;
