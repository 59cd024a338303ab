import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { TReportName, TReportSchedule } from '@skillway/shared';
import { EVERY_WEEKDAY } from './weekdays';

/** How each report is called in the scheduled reports list (as its screen's title). */
const REPORT_TITLES: Record<TReportName, MessageDescriptor> = {
  users: msg`User Report`,
  courses: msg`Course Report`,
  course: msg`Course Details Report`,
  groups: msg`Group Report`,
  playlists: msg`Playlist Report`,
  'external-training': msg`External Training Report`,
  compliance: msg`Compliance Report`,
};

/** "Every Wednesday" or "Every month on day 3". */
export function scheduleWhen(schedule: Pick<TReportSchedule, 'frequency' | 'weekday' | 'day'>): string {
  if (schedule.frequency === 'weekly') {
    const every = EVERY_WEEKDAY[(schedule.weekday ?? 1) - 1];
    return every ? i18n._(every) : '';
  }
  const day = schedule.day ?? 1;
  return t`Every month on day ${day}`;
}

/** The report's name with its course, if it has one: "Course Details Report: Fire Safety". */
export function scheduleTitle(schedule: Pick<TReportSchedule, 'report' | 'course_name'>): string {
  const title = i18n._(REPORT_TITLES[schedule.report]);
  return schedule.course_name ? `${title}: ${schedule.course_name}` : title;
}
