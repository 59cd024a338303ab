import { WEEKDAY_NAMES, type TReportName, type TReportSchedule } from '@skillway/shared';

/** How each report is called in the scheduled reports list (as its screen's title). */
const REPORT_TITLES: Record<TReportName, string> = {
  users: 'User Report',
  courses: 'Course Report',
  course: 'Course Details Report',
  groups: 'Group Report',
  playlists: 'Playlist Report',
  'external-training': 'External Training Report',
  compliance: 'Compliance Report',
};

/** "Every Wednesday" or "Every month on day 3". */
export function scheduleWhen(schedule: Pick<TReportSchedule, 'frequency' | 'weekday' | 'day'>): string {
  if (schedule.frequency === 'weekly') return `Every ${WEEKDAY_NAMES[(schedule.weekday ?? 1) - 1]}`;
  return `Every month on day ${schedule.day ?? 1}`;
}

/** The report's name with its course, if it has one: "Course Details Report: Fire Safety". */
export function scheduleTitle(schedule: Pick<TReportSchedule, 'report' | 'course_name'>): string {
  const title = REPORT_TITLES[schedule.report];
  return schedule.course_name ? `${title}: ${schedule.course_name}` : title;
}
