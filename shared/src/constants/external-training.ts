import { COURSE_TYPES, type TCourseTypeId } from './courses';
import { MB } from './limits';

/**
 * External training: courses a learner took elsewhere (learner spec "External training", administration spec
 * "External training report"). The training types are the course types (COURSE_TYPES / COURSE_TYPE_IDS): the spec
 * says the same ids serve as external training types.
 */

/** The training type's name (`type_in_text`), or null for an unknown id. */
export function externalTrainingTypeName(id: number): string | null {
  return COURSE_TYPES.find((type) => type.id === id)?.name ?? null;
}
export type TExternalTrainingTypeId = TCourseTypeId;

export const EXTERNAL_TRAINING_RESULTS = ['passed', 'failed'] as const;
export type TExternalTrainingResult = (typeof EXTERNAL_TRAINING_RESULTS)[number];
export const EXTERNAL_TRAINING_RESULT_TEXT: Record<TExternalTrainingResult, string> = {
  passed: 'Passed',
  failed: 'Failed',
};

/** Field limits; the server enforces them and the forms mirror them. */
export const EXTERNAL_TRAINING_LIMITS = {
  nameMax: 255,
  bodyMax: 255,
  scoreMin: 0,
  scoreMax: 100,
  costMin: 0,
  /** Pounds; a course costing more than a million is a typo. */
  costMax: 1_000_000,
  /** Decimal places of score and cost. */
  decimals: 2,
} as const;

/** The learner's table pages (5/10/15) and the administrator's report pages (5/10/15/20). */
export const EXTERNAL_TRAINING_PAGE_SIZES = [5, 10, 15] as const;
export const EXTERNAL_TRAINING_REPORT_PAGE_SIZES = [5, 10, 15, 20] as const;

/** The certificate upload: one file of 10 MB, the existing `certificate` upload kind (shared/src/constants/uploads.ts). */
export const EXTERNAL_TRAINING_UPLOAD_KIND = 'certificate' as const;
export const EXTERNAL_TRAINING_FILE_MAX_BYTES = 10 * MB;
/** The Add panel's accept list (the spec adds the excel and powerpoint types). */
export const EXTERNAL_TRAINING_CREATE_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'pdf',
  'docx',
  'doc',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
] as const;
/** The Edit panel's accept list: a replaced certificate must be one of these (the server checks it too). */
export const EXTERNAL_TRAINING_EDIT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx'] as const;

/** The spec's texts for external training (learner spec section 8, administration spec section 8). */
export const EXTERNAL_TRAINING_MSG = {
  ADDED: 'External Training Successfully Added.',
  UPDATED: 'External Training Successfully Updated.',
  DELETED: 'External Training Successfully Deleted.',
  CERTIFICATE_DELETED: 'Certificate Successfully Deleted.',
  DELETE_CONFIRM: 'Are you sure you want to delete this course?',
  CERTIFICATE_DELETE_CONFIRM: 'Are you sure you wish to delete this certificate?',
  NO_CERTIFICATE: 'This external training has no certificate.',
  FILE_TYPE_NOT_ALLOWED: 'The file must be a file of type: jpg, jpeg, png, pdf, doc, docx.',
  FILE_INVALID: 'The file field is invalid: upload the certificate again.',
  IMPORT_CONFIRM: 'Are you sure you want to import external training from this CSV?',
  IMPORT_DONE: 'External Training Successfully Imported.',
  IMPORT_FAILED: 'Nothing was imported: fix the rows listed in the Error Logs and import the file again.',
  IMPORT_EMPTY: 'The file has no external training to import.',
  IMPORT_UNKNOWN_USER: 'No active user of your company has this email.',
} as const;

/** The external training CSV's columns, in the sample file's order. `type` is the training type's name or id. */
export const EXTERNAL_TRAINING_IMPORT_COLUMNS = [
  'email',
  'name',
  'completed',
  'type',
  'body',
  'score',
  'result',
  'cost',
  'deadline',
] as const;
export type TExternalTrainingImportColumn = (typeof EXTERNAL_TRAINING_IMPORT_COLUMNS)[number];
/** Columns a file must have; the others may be left out or empty. */
export const EXTERNAL_TRAINING_IMPORT_REQUIRED_COLUMNS: readonly TExternalTrainingImportColumn[] = [
  'email',
  'name',
  'completed',
  'type',
];
export const EXTERNAL_TRAINING_IMPORT_LIMITS = {
  maxBytes: 2 * MB,
  /** Data rows (the header not counted). */
  maxRows: 1000,
  maxCellLength: 500,
} as const;

/** Static files the Import External Training panel links to (served by the web app from web/public). */
export const EXTERNAL_TRAINING_IMPORT_SAMPLE_URL = '/samples/external-training-import-sample.csv';
export const EXTERNAL_TRAINING_IMPORT_GUIDE_URL = '/samples/external-training-import-guide.html';

/** The export's columns (administration spec, External training report). */
export const EXTERNAL_TRAINING_EXPORT_COLUMNS = [
  'Course Title',
  'Date Completed',
  'Training Type',
  'Institute / Body',
  'Score (%)',
  'Result',
  'Cost (£)',
  'Expiry Date',
  'User (email)',
] as const;
