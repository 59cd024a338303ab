import { t } from '@lingui/core/macro';
import { MSG } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';

/** The question before a course is deleted (the course library, the super administrator's company console). */
export function confirmCourseDelete(): Promise<boolean> {
  return confirmAction({
    title: t`Delete course`,
    message: specText(MSG.COURSE_DELETE_CONFIRM),
    confirmLabel: t`Delete`,
    danger: true,
  });
}
