import { MSG } from '@skillway/shared';
import { confirmAction } from '../../../lib/confirm';

/** The question before a course is deleted (the course library, the super administrator's company console). */
export function confirmCourseDelete(): Promise<boolean> {
  return confirmAction({
    title: 'Delete course',
    message: MSG.COURSE_DELETE_CONFIRM,
    confirmLabel: 'Delete',
    danger: true,
  });
}
