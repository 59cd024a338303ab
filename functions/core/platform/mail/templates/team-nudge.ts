import { formatDay } from '../../format/format-day';
import { renderEmail, type TRenderedEmail } from './layout';

/** A course a nudge reminds of: its name and its deadline (yyyy-mm-dd). */
export interface TNudgeCourse {
  name: string;
  deadline: string;
}

/** Names shown in the bell's one-line title before "and N more". */
const TITLE_COURSES = 3;

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

const overdueLine = (course: TNudgeCourse) => `${course.name} (overdue since ${formatDay(course.deadline)})`;
const dueLine = (course: TNudgeCourse) => `${course.name} (due ${formatDay(course.deadline)})`;

/**
 * The bell notification's title of a My Team Nudge: who sent it and the courses, overdue first, e.g.
 * "Reminder from Mona Ager: Fire Safety (overdue since 01-03-2027), First Aid (due 05-03-2027)".
 */
export function teamNudgeTitle(senderName: string, overdue: TNudgeCourse[], dueSoon: TNudgeCourse[]): string {
  const lines = [...overdue.map(overdueLine), ...dueSoon.map(dueLine)];
  const more = lines.length - TITLE_COURSES;
  const listed = lines.slice(0, TITLE_COURSES).join(', ');
  return oneLine(`Reminder from ${senderName}: ${listed}${more > 0 ? ` and ${more} more` : ''}`);
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
}): TRenderedEmail {
  const { overdue, dueSoon } = input;
  return renderEmail({
    subject: oneLine(`A reminder from ${input.senderName}: your courses to complete`),
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `${input.senderName} (${input.companyName}) has sent you a reminder about your training.`,
      ...(overdue.length > 0 ? [`Overdue: ${overdue.map(overdueLine).join('; ')}.`] : []),
      ...(dueSoon.length > 0 ? [`Due this week: ${dueSoon.map(dueLine).join('; ')}.`] : []),
      'Please complete them as soon as you can.',
    ],
    action: { label: 'Open My Courses', url: input.link },
  });
}
