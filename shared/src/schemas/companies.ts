import * as z from 'zod/mini';
import { DEFAULT_COUNTRY, PHONE_DIGITS, PHONE_PATTERN, UK_POSTCODE_PATTERN } from '../constants/company';
import { VIDEO_LIMIT } from '../constants/uploads';
import { ZPageQuery } from './common';
import { optionalString, requiredString } from './fields';
import { languageField } from './languages';
import { ZBillingDetails } from './billing';

/**
 * A row of the super administrator's Company List (GET /v1/companies). The companies issue adds its details,
 * users and courses tabs; the list already carries what the per-company BreatheHR action needs.
 */
export const ZCompanyListItem = z.object({
  id: z.string(),
  company_name: z.string(),
  state: z.number(),
  state_description: z.string(),
  banding: z.number(),
  total_users: z.number(),
  created_at: z.string(),
  /** Whether the company may use the BreatheHR import now. */
  breathe_enabled: z.boolean(),
  /**
   * Created before BREATHE_CUTOFF_DATE: the spec gives these companies BreatheHR whatever the setting says, so the
   * super administrator's switch has no effect on them.
   */
  breathe_always: z.boolean(),
});
export type TCompanyListItem = z.infer<typeof ZCompanyListItem>;

/** The company's account information (GET /company/details, /company/account-info; Finance and account). */
export const ZCompanyDetails = z.object({
  id: z.string(),
  company_name: z.string(),
  street: z.string(),
  city: z.string(),
  county: z.string(),
  country: z.string(),
  postcode: z.string(),
  phone: z.string(),
  /** Administrators of the company must sign in with two-step verification (issue 27; off by default). */
  require_two_step_admins: z.boolean(),
  /** The language of new users and of users who have not chosen one (issue 34; en-GB until set). */
  default_language: languageField('default_language'),
});
export type TCompanyDetails = z.infer<typeof ZCompanyDetails>;

/**
 * Edit Account Info (POST /company/details, /company/information). The company name is read-only: a
 * `company_name` in the body is accepted and ignored. The postcode must be a UK postcode when the country is the UK.
 */
export const ZCompanyDetailsBody = z
  .object({
    company_name: z.optional(z.unknown()),
    street: requiredString('street'),
    city: requiredString('city', 100),
    county: optionalString('county', 100),
    country: z._default(requiredString('country', 100), DEFAULT_COUNTRY),
    postcode: requiredString('postcode', 20),
    phone: z.string({ error: 'The phone field is required.' }).check(
      z.trim(),
      z.minLength(1, 'The phone field is required.'),
      z.refine(
        (value) => value === '' || (PHONE_PATTERN.test(value) && phoneDigitsInRange(value)),
        `The phone must contain ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits.`,
      ),
    ),
  })
  .check(
    z.refine((value) => !isUk(value.country) || UK_POSTCODE_PATTERN.test(value.postcode), {
      message: 'The postcode format is invalid.',
      path: ['postcode'],
    }),
  );
export type TCompanyDetailsBody = z.infer<typeof ZCompanyDetailsBody>;

function phoneDigitsInRange(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

function isUk(country: string): boolean {
  return ['UK', 'GB', 'UNITED KINGDOM'].includes(country.trim().toUpperCase());
}

/** GET /v1/companies: paging and search, plus `state` (1–5) to list the companies in one state. */
export const ZCompanyListQuery = z.extend(ZPageQuery, {
  state: z.optional(
    z.pipe(z.string().check(z.regex(/^[1-5]$/, 'The selected state is invalid.')), z.transform(Number)),
  ),
});
export type TCompanyListQuery = z.infer<typeof ZCompanyListQuery>;

/**
 * One company as the super administrator's Details tab shows it (GET /v1/companies/{id}, /v1/admin/company/{id}):
 * the spec's Company entity fields this product keeps (billing fields come with the billing work).
 */
export const ZCompanyAdminDetail = z.extend(ZCompanyDetails, {
  state: z.number(),
  state_description: z.string(),
  banding: z.number(),
  banding_description: z.object({ name: z.string(), max: z.number() }),
  /** The number of users (the band caps it). */
  total_employees: z.number(),
  total_courses: z.number(),
  /** ISO time the free trial ends (ended); null when the company never had one or it was cleared. */
  trial_expired_date: z.nullable(z.string()),
  payment_method_type: z.number(),
  product_option: z.nullable(z.number()),
  /** The signup's affiliate reference (`refer` / `refid`). */
  refer: z.nullable(z.string()),
  refid: z.nullable(z.string()),
  enable_mail: z.number(),
  breathe_enabled: z.boolean(),
  company_owner_name: z.string(),
  company_owner_email: z.string(),
  created_at: z.string(),
  /**
   * The cardholder's name and address the administrator gave at card Sign Up or Make Payment (the Stripe customer's
   * billing details); null until given. Never the card.
   */
  billing_details: z.nullable(ZBillingDetails),
  /** The company's course video limit in bytes (VIDEO_LIMIT.defaultBytes unless the super administrator set one). */
  video_max_bytes: z.number(),
});
export type TCompanyAdminDetail = z.infer<typeof ZCompanyAdminDetail>;

/** PUT /v1/companies/{id}/video-limit: the company's course video limit in whole megabytes (10 MB to 5 GB). */
export const ZVideoLimitBody = z.object({
  video_max_mb: z
    .number({ error: 'The video_max_mb field must be a whole number of megabytes.' })
    .check(
      z.int('The video_max_mb field must be a whole number of megabytes.'),
      z.gte(VIDEO_LIMIT.minMegabytes, `The video limit must be at least ${VIDEO_LIMIT.minMegabytes} MB.`),
      z.lte(VIDEO_LIMIT.maxMegabytes, `The video limit may not be more than ${VIDEO_LIMIT.maxMegabytes} MB (5 GB).`),
    ),
});
export type TVideoLimitBody = z.infer<typeof ZVideoLimitBody>;

/** POST /v1/company/extend-trial-period/{id}: the new trial end, a date after today (yyyy-mm-dd). */
export const ZExtendTrialBody = z.object({
  date: z.string({ error: 'The date field is required.' }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const message = dateProblem(value);
      if (message) ctx.issues.push({ code: 'custom', message, input: value });
    }),
  ),
});
export type TExtendTrialBody = z.infer<typeof ZExtendTrialBody>;

/** POST /v1/company/state/{id}: any state 1–5 (the super administrator confirms first). */
export const ZCompanyStateBody = z.object({
  state: z
    .pipe(
      z.union([z.number(), z.string()], { error: 'The state field is required.' }),
      z.transform((value) => Number(value)),
    )
    .check(z.refine((value) => Number.isInteger(value) && value >= 1 && value <= 5, 'The selected state is invalid.')),
});
export type TCompanyStateBody = z.infer<typeof ZCompanyStateBody>;

/** POST /v1/reset/welcome-email: one user (`id`) of a company (`company_id`). */
export const ZResetWelcomeEmailBody = z.object({
  id: z
    .string({ error: 'The id field is required.' })
    .check(
      z.minLength(1, 'The id field is required.'),
      z.maxLength(64),
      z.regex(/^[A-Za-z0-9_-]+$/, 'The selected id is invalid.'),
    ),
  company_id: z
    .string({ error: 'The company id field is required.' })
    .check(
      z.minLength(1, 'The company id field is required.'),
      z.maxLength(64),
      z.regex(/^[A-Za-z0-9_-]+$/, 'The selected company id is invalid.'),
    ),
});
export type TResetWelcomeEmailBody = z.infer<typeof ZResetWelcomeEmailBody>;

export const ZResetWelcomeEmailAnswer = z.object({
  data: z.object({ id: z.string(), is_mail_sent: z.number() }),
  message: z.string(),
});

/**
 * The delete job of a company (DELETE /v1/companies/{id}, GET /v1/companies/{id}/delete-status). It outlives the
 * company: `status` moves `pending` → `running` → `done`; the counters grow as the worker goes.
 */
export const ZCompanyDeleteJob = z.object({
  company_id: z.string(),
  company_name: z.string(),
  job_id: z.string(),
  status: z.enum(['pending', 'running', 'done']),
  /** Table items deleted so far (the company's partitions and its platform-level lookups). */
  deleted_items: z.number(),
  /** Stored files deleted so far (everything under `c/<cid>/`). */
  deleted_files: z.number(),
  /** Sign-ins (identity-provider users) deleted so far. */
  deleted_sign_ins: z.number(),
  requested_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type TCompanyDeleteJob = z.infer<typeof ZCompanyDeleteJob>;

/** The platform's figures for the super administrator's dashboard (GET /v1/platform/figures). */
export const ZPlatformFigures = z.object({
  /** Companies per state, every state 1–5 present (0 when none). */
  companies_by_state: z.array(z.object({ state: z.number(), state_description: z.string(), total: z.number() })),
  total_companies: z.number(),
  /** Users of every company (each company's maintained counter, summed). */
  total_users: z.number(),
  /** Company users who signed in at least once in the current calendar month (UTC). */
  active_learners_this_month: z.number(),
  /** That month, `yyyy-mm`. */
  month: z.string(),
});
export type TPlatformFigures = z.infer<typeof ZPlatformFigures>;

/** The one message a trial date gets: required, then the format, then a real calendar day. */
function dateProblem(value: string): string | undefined {
  if (value === '') return 'The date field is required.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'The date does not match the format Y-m-d.';
  const parsed = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    return 'The date is not a valid date.';
  return undefined;
}

/** Detail of `companies.delete-requested` (DETAIL_TYPE.COMPANY_DELETE_REQUESTED). */
export const ZCompanyDeleteRequestedDetail = z.object({
  company_id: z.string().check(z.minLength(1)),
  job_id: z.string().check(z.minLength(1)),
});
export type TCompanyDeleteRequestedDetail = z.infer<typeof ZCompanyDeleteRequestedDetail>;
