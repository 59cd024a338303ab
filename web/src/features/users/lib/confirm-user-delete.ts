import { t } from '@lingui/core/macro';
import { MSG } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';

/** The question before a user is deleted for good (the users list, the super administrator's company console). */
export function confirmUserDelete(): Promise<boolean> {
  return confirmAction({
    title: t`Delete user`,
    message: specText(MSG.USER_DELETE_CONFIRM),
    confirmLabel: t`Delete permanently`,
    danger: true,
  });
}
