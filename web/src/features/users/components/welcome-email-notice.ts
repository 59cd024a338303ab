import { notifications } from '@mantine/notifications';
import { MSG } from '@skillway/shared';

/** The spec's two lines after a welcome email request: sent, then queued for the async job. */
export function notifyWelcomeQueued(serverMessage?: string): void {
  notifications.show({
    color: 'green',
    title: MSG.WELCOME_EMAIL_SENT,
    message: serverMessage && serverMessage !== MSG.WELCOME_EMAIL_SENT ? serverMessage : MSG.WELCOME_EMAIL_QUEUED,
  });
}
