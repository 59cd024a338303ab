import { COURSE_TYPES, EXTERNAL_TRAINING_RESULTS, EXTERNAL_TRAINING_RESULT_TEXT } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';

/** The nine training types (the course types) as select options, in the language shown (call at render). */
export function typeOptions() {
  return COURSE_TYPES.map((type) => ({ value: String(type.id), label: specText(type.name) }));
}

/** Passed / Failed, in the language shown (call at render). */
export function resultOptions() {
  return EXTERNAL_TRAINING_RESULTS.map((result) => ({
    value: result,
    label: specText(EXTERNAL_TRAINING_RESULT_TEXT[result]),
  }));
}
