import { COURSE_TYPES, EXTERNAL_TRAINING_RESULTS, EXTERNAL_TRAINING_RESULT_TEXT } from '@skillway/shared';

/** The nine training types (the course types) as select options. */
export const TYPE_OPTIONS = COURSE_TYPES.map((type) => ({ value: String(type.id), label: type.name }));

/** Passed / Failed. */
export const RESULT_OPTIONS = EXTERNAL_TRAINING_RESULTS.map((result) => ({
  value: result,
  label: EXTERNAL_TRAINING_RESULT_TEXT[result],
}));
