import type { FormErrors } from '@mantine/form';
import { specText } from '../../../i18n/spec-text';

/**
 * A form's own validation messages (the shared schemas' texts, the same the server would answer) in the active
 * language: each goes through specText, like the server's field errors.
 */
export function specErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      typeof message === 'string' ? specText(message) : message,
    ]),
  );
}
