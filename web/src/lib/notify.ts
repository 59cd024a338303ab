import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';

/** A toast; the message is the caller's, in the active language (a spec or server text through specText). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: t`Success`, message });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', title: t`Error`, message, autoClose: 8000 });
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message });
}
