import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The field rules' messages (shared/src/rules/message-codes.ts) in other languages: shown under the field they are
 * about, so they do not repeat its name (the English keeps the spec's "The first name field is required.").
 */
export const FIELD_TEXT: Record<string, MessageDescriptor> = {
  'field.required': msg({ message: 'This field is required.' }),
  'field.max_length': msg({ message: 'Use at most {max} characters.' }),
  'field.max': msg({ message: 'The most allowed is {max}.' }),
  'field.min': msg({ message: 'The least allowed is {min}.' }),
  'field.max_items': msg({ message: 'Choose at most {max}.' }),
  'field.integer': msg({ message: 'Enter a whole number.' }),
  'field.number': msg({ message: 'Enter a number.' }),
  'field.boolean': msg({ message: 'Choose yes or no.' }),
  'field.date': msg({ message: 'Enter a valid date.' }),
  'field.email': msg({ message: 'Enter a valid email address.' }),
  'field.list': msg({ message: 'Choose from the list.' }),
  'field.one_of': msg({ message: 'Choose one of: {values}.' }),
  'field.invalid': msg({ message: 'This value is not valid.' }),
};
