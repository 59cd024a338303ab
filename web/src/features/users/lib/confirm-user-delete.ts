import { MSG } from '@skillway/shared';
import { confirmAction } from '../../../lib/confirm';

/** The question before a user is deleted for good (the users list, the super administrator's company console). */
export function confirmUserDelete(): Promise<boolean> {
  return confirmAction({
    title: 'Delete user',
    message: MSG.USER_DELETE_CONFIRM,
    confirmLabel: 'Delete permanently',
    danger: true,
  });
}
