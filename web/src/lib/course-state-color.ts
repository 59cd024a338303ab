import { USER_COURSE_STATE } from '@skillway/shared';

/** One colour per user-course state everywhere (cards, tables, the activity chart's yellow and teal). */
export const COURSE_STATE_COLOR: Readonly<Record<number, string>> = {
  [USER_COURSE_STATE.NOT_STARTED]: 'gray',
  [USER_COURSE_STATE.IN_PROGRESS]: 'yellow',
  [USER_COURSE_STATE.TEST_PENDING]: 'orange',
  [USER_COURSE_STATE.COMPLETE]: 'teal',
};
