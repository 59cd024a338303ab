import { MSG } from '@skillway/shared';
import { isApiError } from '../../api';
import { specText } from '../../i18n/spec-text';
import { notifyError } from '../notify';

interface TFormWithErrors {
  getValues: () => object;
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Puts a failed call's field errors under the matching form fields and its message in a toast, each in the active
 * language (the server's English through specText). Values stay as typed. `fieldMap` renames server keys to form fields where they differ; keys with no field go to the toast. A key
 * inside a list value (`captions.0.label`) is placed under that item's field.
 */
export function showServerErrors(
  form: TFormWithErrors,
  error: unknown,
  options: { fallback?: string; fieldMap?: Record<string, string> } = {},
): void {
  const fallback = specText(options.fallback ?? MSG.FORM_ERROR);
  if (!isApiError(error)) {
    notifyError(fallback);
    return;
  }
  const fields = new Set(Object.keys(form.getValues()));
  const fieldErrors: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = options.fieldMap?.[key] ?? key;
    const text = messages.map(specText).join(' ');
    if (!text) continue;
    // A list field's error ("captions.0.s3_url") goes under that item's field.
    if (fields.has(field) || fields.has(field.split('.')[0] ?? '')) fieldErrors[field] = text;
    else unplaced.push(text);
  }
  form.setErrors(fieldErrors);
  // A server message replaces the generic one; 5xx carry only a generic text and a request id.
  const message = error.status >= 500 || error.status === 0 ? fallback : specText(error.message) || fallback;
  notifyError([message, ...unplaced].join(' '));
}
