import { MSG } from '@skillway/shared';
import { isApiError } from '../api';
import { specText } from '../i18n/spec-text';
import { notifyError } from './notify';

/**
 * A failed action outside a form: the server's message (it says what to fix), else the generic one. 5xx carry no
 * message worth showing, except 503, which says which outside service is down (e.g. BreatheHR). The server speaks
 * English: its messages, and the fallback, are shown in the active language (specText).
 */
export function notifyApiError(error: unknown, fallback: string = MSG.GENERIC_ERROR): void {
  const readable = isApiError(error) && error.status > 0 && (error.status < 500 || error.status === 503);
  if (readable && error.message) {
    const details = Object.values(error.errors).flat();
    // A 422 whose only field messages say more than its summary: show them as well.
    const extra = details.filter((text) => text !== error.message);
    notifyError([error.message, ...extra].map(specText).join(' '));
    return;
  }
  notifyError(specText(fallback));
}
