import * as z from 'zod/mini';
import { COURSE_TYPE_IDS } from '../constants/courses';
import { EXTERNAL_TRAINING_LIMITS, EXTERNAL_TRAINING_RESULTS } from '../constants/external-training';
import { ZPageQuery, list, one } from './common';
import { ZId, requiredString } from './fields';
import { isCalendarDate, normaliseDate, optionalAmount, optionalDate, requiredDate } from './external-training-fields';
import { EXPORT_TYPES } from './reports';

/* ------------------------------------------------------------------ requests */

const isTrainingType = (id: number) => (COURSE_TYPE_IDS as readonly number[]).includes(id);

const ZTrainingType = z.pipe(
  z.union([z.number(), z.string()], { error: 'The type field is required.' }),
  z
    .transform((value: number | string) => Number(value))
    .check(z.refine(isTrainingType, 'The selected type is invalid.')),
);

const ZResult = z.enum(EXTERNAL_TRAINING_RESULTS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'The result field is required.'
      : 'The selected result is invalid.',
});

/** The key of a verified `certificate` upload (POST /sign, then /sign/verify); '' and null mean no new file. */
const ZUploadKey = z.optional(
  z.pipe(
    z.nullable(z.string().check(z.maxLength(512))),
    z.transform((value: string | null) => (value === null || value.trim() === '' ? null : value.trim())),
  ),
);

const fields = {
  name: requiredString('name', EXTERNAL_TRAINING_LIMITS.nameMax),
  completed: requiredDate('completed'),
  type: ZTrainingType,
  body: requiredString('body', EXTERNAL_TRAINING_LIMITS.bodyMax),
  score: optionalAmount('score', EXTERNAL_TRAINING_LIMITS.scoreMin, EXTERNAL_TRAINING_LIMITS.scoreMax),
  result: ZResult,
  cost: optionalAmount('cost', EXTERNAL_TRAINING_LIMITS.costMin, EXTERNAL_TRAINING_LIMITS.costMax),
  deadline: optionalDate('deadline'),
  /** The certificate: the key of a verified upload. */
  s3_url: ZUploadKey,
  /** The original file name as the spec's form sends it: accepted and ignored (the server knows it from the upload). */
  file: z.optional(z.nullable(z.unknown())),
};

type TDated = { completed: string; deadline?: string | null };

/** The expiry date may not be before the completion date. */
const deadlineNotBeforeCompleted = z.superRefine((value: TDated, ctx) => {
  if (value.deadline && value.completed && value.deadline < value.completed) {
    ctx.issues.push({
      code: 'custom',
      message: 'The deadline must be a date after or equal to completed.',
      input: value.deadline,
      path: ['deadline'],
    });
  }
});

/** POST /external-training and PATCH /external-training/{id}: the learner's own record (the whole form). */
export const ZExternalTrainingBody = z.object(fields).check(deadlineNotBeforeCompleted);
export type TExternalTrainingBody = z.infer<typeof ZExternalTrainingBody>;
export type TExternalTrainingBodyInput = z.input<typeof ZExternalTrainingBody>;

/** POST /admin-external-training and PUT /admin-external-training/{id}: the same fields for a chosen user. */
export const ZAdminExternalTrainingBody = z
  .object({
    ...fields,
    user: z
      .string({ error: 'The user field is required.' })
      .check(
        z.minLength(1, 'The user field is required.'),
        z.maxLength(64, 'The selected user is invalid.'),
        z.regex(/^[A-Za-z0-9_-]+$/, 'The selected user is invalid.'),
      ),
  })
  .check(deadlineNotBeforeCompleted);
export type TAdminExternalTrainingBody = z.infer<typeof ZAdminExternalTrainingBody>;
export type TAdminExternalTrainingBodyInput = z.input<typeof ZAdminExternalTrainingBody>;

/** The form's fields without the upload (the panels validate these before submitting). */
export const ZExternalTrainingFormFields = z.object({
  name: fields.name,
  completed: fields.completed,
  type: fields.type,
  body: fields.body,
  score: fields.score,
  result: fields.result,
  cost: fields.cost,
  deadline: fields.deadline,
});

/** GET /external-training (the caller's own): paged, newest completion first; `include=file` is accepted. */
export const ZExternalTrainingListQuery = z.object({
  page: ZPageQuery.shape.page,
  limit: ZPageQuery.shape.limit,
  include: ZPageQuery.shape.include,
});
export type TExternalTrainingListQuery = z.infer<typeof ZExternalTrainingListQuery>;

/** GET /external-training/{id}?include=file. */
export const ZExternalTrainingShowQuery = z.object({ include: ZPageQuery.shape.include });

/** The type ids of `type=353360,353362` (or of a repeated parameter); blanks are skipped. */
function typeIds(value: string | string[]): number[] {
  const parts = typeof value === 'string' ? value.split(',') : value;
  return parts.filter((part) => part.trim() !== '').map((part) => Number(part.trim()));
}

/** `type=353360,353362`: training type ids as a comma list (or an array); unknown ids are refused. */
const ZTypeList = z.optional(
  z.pipe(
    z.union([z.array(z.string()), z.string()], { error: 'The selected type is invalid.' }),
    z.transform(typeIds).check(z.refine((ids) => ids.every(isTrainingType), 'The selected type is invalid.')),
  ),
);

/** The completed filter: dd/mm/yyyy, dd-mm-yyyy or yyyy-mm-dd; '' means none. */
const ZCompletedFilter = z.optional(
  z.pipe(
    z.string(),
    z
      .transform((value: string) => (value.trim() === '' ? null : normaliseDate(value)))
      .check(z.refine((value) => value === null || isCalendarDate(value), 'The completed is not a valid date.')),
  ),
);

/** The administrator's filters: the course title (`search`, plain text or `name:text`), the user, the day completed, types. */
const adminFilters = {
  search: z.optional(z.string().check(z.maxLength(255, 'The search may not be greater than 255 characters.'))),
  searchUser: z.optional(z.string().check(z.maxLength(255, 'The search user may not be greater than 255 characters.'))),
  completed: ZCompletedFilter,
  type: ZTypeList,
};

/** The report's filters alone: what an emailed or exported external training report is built from. */
export const ZExternalTrainingFilters = z.object(adminFilters);

/** GET /admin-external-training: every record of the company, filtered, newest completion first. */
export const ZAdminExternalTrainingListQuery = z.object({
  page: ZPageQuery.shape.page,
  limit: ZPageQuery.shape.limit,
  include: ZPageQuery.shape.include,
  ...adminFilters,
});
export type TAdminExternalTrainingListQuery = z.infer<typeof ZAdminExternalTrainingListQuery>;
/** The filters as the server applies them (the list and the export share them). */
export type TExternalTrainingFilters = Pick<
  TAdminExternalTrainingListQuery,
  'search' | 'searchUser' | 'completed' | 'type'
>;

/** GET /external-training-export: `export_type=excel|pdf` and the report's filters; the whole filtered list. */
export const ZExternalTrainingExportQuery = z.object({
  export_type: z.enum(EXPORT_TYPES, 'The selected export type is invalid.'),
  ...adminFilters,
});
export type TExternalTrainingExportQuery = z.infer<typeof ZExternalTrainingExportQuery>;

export const ZExternalTrainingParams = z.object({ id: ZId });

/* ------------------------------------------------------------------ responses */

/** The certificate: a short-lived signed link and what was uploaded. */
const ZExternalTrainingFile = z.object({
  url: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size: z.number(),
});
export type TExternalTrainingFile = z.infer<typeof ZExternalTrainingFile>;

const ZExternalTrainingUser = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

/** One external training record as every call returns it. */
export const ZExternalTraining = z.object({
  id: z.string(),
  name: z.string(),
  /** The owner (always on the administrator's and manager's lists; the learner's own records carry it too). */
  user: ZExternalTrainingUser,
  /** yyyy-mm-dd. */
  completed: z.string(),
  /** Long date, e.g. 'Monday, 3 March 2025'. */
  completed_formatted: z.string(),
  type: z.number(),
  type_in_text: z.string(),
  body: z.string(),
  score: z.nullable(z.number()),
  result: ZResult,
  result_in_text: z.string(),
  cost: z.nullable(z.number()),
  /** The expiry date, yyyy-mm-dd, or null. */
  deadline: z.nullable(z.string()),
  deadline_formatted: z.nullable(z.string()),
  file: z.nullable(ZExternalTrainingFile),
  /** The stored key of the certificate, or null. */
  s3_url: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TExternalTraining = z.infer<typeof ZExternalTraining>;

export const ZExternalTrainingList = list(ZExternalTraining);
export type TExternalTrainingList = z.infer<typeof ZExternalTrainingList>;
export const ZExternalTrainingOne = one(ZExternalTraining);

/** What a successful import did (a failed one answers 422 and writes the error logs; nothing is saved). */
export const ZExternalTrainingImportResponse = z.object({
  message: z.string(),
  data: z.object({ total_rows: z.number(), created: z.number() }),
});
export type TExternalTrainingImportResponse = z.infer<typeof ZExternalTrainingImportResponse>;
