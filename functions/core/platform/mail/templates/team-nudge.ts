import type { I18n } from '@lingui/core';
import type { TLanguage } from '@skillway/shared/constants/languages';
import { formatDay } from '../../format/format-day';
import { textsIn } from '../../i18n/server-texts';
import { renderEmail, type TRenderedEmail } from './layout';

/** A course a nudge reminds of: its name and its deadline (yyyy-mm-dd). */
export interface TNudgeCourse {
  name: string;
  deadline: string;
}

/** Names shown in the bell's one-line title before "and N more". */
const TITLE_COURSES = 3;

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

const overdueLine = (i18n: I18n, course: TNudgeCourse) =>
  i18n._('{courseName} (overdue since {deadline})', {
    courseName: course.name,
    deadline: formatDay(course.deadline) ?? '',
  });
const dueLine = (i18n: I18n, course: TNudgeCourse) =>
  i18n._('{courseName} (due {deadline})', { courseName: course.name, deadline: formatDay(course.deadline) ?? '' });

/**
 * The bell notification's title of a My Team Nudge, in the member's language: who sent it and the courses, overdue
 * first, e.g. "Reminder from Mona Ager: Fire Safety (overdue since 01-03-2027), First Aid (due 05-03-2027)".
 */
export function teamNudgeTitle(
  senderName: string,
  overdue: TNudgeCourse[],
  dueSoon: TNudgeCourse[],
  language?: TLanguage,
): string {
  const i18n = textsIn(language);
  const lines = [
    ...overdue.map((course) => overdueLine(i18n, course)),
    ...dueSoon.map((course) => dueLine(i18n, course)),
  ];
  const more = lines.length - TITLE_COURSES;
  const courses = lines.slice(0, TITLE_COURSES).join(', ');
  return oneLine(
    more > 0
      ? i18n._('Reminder from {senderName}: {courses} and {more} more', { senderName, courses, more })
      : i18n._('Reminder from {senderName}: {courses}', { senderName, courses }),
  );
}

/**
 * The email of a My Team Nudge: the member's overdue courses and those due this week, each with its deadline
 * (dd-mm-yyyy), and a link to their courses. Names are escaped by the layout; the subject is one line.
 */
export function teamNudgeEmail(input: {
  firstName: string;
  senderName: string;
  companyName: string;
  overdue: TNudgeCourse[];
  dueSoon: TNudgeCourse[];
  link: string;
  /** The member's language (their own, else their company's default). */
  language?: TLanguage;
}): TRenderedEmail {
  const i18n = textsIn(input.language);
  const { firstName, senderName, companyName, overdue, dueSoon } = input;
  const overdueCourses = overdue.map((course) => overdueLine(i18n, course)).join('; ');
  const dueCourses = dueSoon.map((course) => dueLine(i18n, course)).join('; ');
  return renderEmail({
    language: input.language,
    subject: oneLine(i18n._('A reminder from {senderName}: your courses to complete', { senderName })),
    greeting: i18n._('Hello {firstName},', { firstName }),
    paragraphs: [
      i18n._('{senderName} ({companyName}) has sent you a reminder about your training.', { senderName, companyName }),
      ...(overdue.length > 0 ? [i18n._('Overdue: {courses}.', { courses: overdueCourses })] : []),
      ...(dueSoon.length > 0 ? [i18n._('Due this week: {courses}.', { courses: dueCourses })] : []),
      i18n._('Please complete them as soon as you can.'),
    ],
    action: { label: i18n._('Open My Courses'), url: input.link },
  });
}
