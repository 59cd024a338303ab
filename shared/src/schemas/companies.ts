import * as z from 'zod/mini';
import { DEFAULT_COUNTRY, PHONE_DIGITS, PHONE_PATTERN, UK_POSTCODE_PATTERN } from '../constants/company';
import { optionalString, requiredString } from './fields';

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
