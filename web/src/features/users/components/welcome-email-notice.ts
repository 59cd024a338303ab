import { notifications } from '@mantine/notifications';
import { MSG } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';

/** The spec's two lines after a welcome email request: sent, then queued for the async job. */
export function notifyWelcomeQueued(serverMessage?: string): void {
  notifications.show({
    color: 'green',
    title: specText(MSG.WELCOME_EMAIL_SENT),
    message: specText(
      serverMessage && serverMessage !== MSG.WELCOME_EMAIL_SENT ? serverMessage : MSG.WELCOME_EMAIL_QUEUED,
    ),
  });
}
