import { NOTIFICATION_MESSAGES } from '@skillway/shared';
import { isApiError } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { notifyError } from '../../../lib/notify';

interface TFormWithErrors {
  getValues: () => object;
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * A failed notification save: the server's field messages under their fields (the day counts' bounds are only
 * the server's), and the spec's 'Oops something went wrong' in a toast.
 */
export function showNotificationSaveErrors(form: TFormWithErrors, error: unknown): void {
  if (isApiError(error)) {
    const fields = new Set(Object.keys(form.getValues()));
    const placed: Record<string, string> = {};
    for (const [key, messages] of Object.entries(error.errors)) {
      if (fields.has(key) && messages.length > 0) placed[key] = messages.map(specText).join(' ');
    }
    form.setErrors(placed);
  }
  notifyError(specText(NOTIFICATION_MESSAGES.SAVE_FAILED));
}
