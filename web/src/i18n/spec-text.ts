import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE } from '@skillway/shared/constants/languages';
import { fieldMessageCode } from '@skillway/shared/rules/field-message-codes';
import { FIELD_TEXT } from './field-text';

/**
 * A spec text from @skillway/shared (MSG, role and state names), or a message the server sent in English, in the
 * active language: the `spec` catalogue's ids are the English texts themselves (web/src/i18n/spec-texts.ts), so no
 * id is computed here; a field rule's message ("The first name field is required.", from a form's schema or the
 * server) by its code (shared/src/rules/message-codes.ts). English, and a text no catalogue has, come back as they are.
 */
export function specText(text: string): string {
  if (!i18n.locale || i18n.locale === DEFAULT_LANGUAGE) return text;
  if (i18n.messages[text] !== undefined) {
    const translated = i18n._(text);
    if (typeof translated === 'string' && translated !== '') return translated;
  }
  const known = fieldMessageCode(text);
  const field = known ? FIELD_TEXT[known.code] : undefined;
  if (!field) return text;
  // A variable, not an object literal: Lingui's extractor reads every `i18n._({…})` as a message to extract.
  const descriptor = { ...field, values: known?.params ?? {} };
  return i18n._(descriptor);
}
