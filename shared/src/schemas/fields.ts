import * as z from 'zod/mini';
import { passwordProblems } from '../constants/password';

/** Laravel-style field messages ("The first name field is required.") as the spec's screens show them. */
export function label(field: string): string {
  return field.replace(/_/g, ' ');
}

/** Half of a UTF-16 pair on its own: no form or URL can carry it, and encodeURIComponent throws on it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A check that refuses text holding a lone surrogate (a 422 with `message`, never a 500 further on). */
export const wellFormedText = (message: string) => z.refine<string>((value) => !LONE_SURROGATE.test(value), message);

/**
 * Every text field refuses a lone surrogate with a 422 naming it: stored, it would break whatever later encodes the
 * text (a download's file name, a URL, a JSON body for a provider) with a 500 far from the input.
 */
export function requiredString(field: string, max = 255) {
  return z
    .string({ error: `The ${label(field)} field is required.` })
    .check(
      z.trim(),
      z.minLength(1, `The ${label(field)} field is required.`),
      z.maxLength(max, `The ${label(field)} may not be greater than ${max} characters.`),
      wellFormedText(`The ${label(field)} is invalid.`),
    );
}

export function optionalString(field: string, max = 255) {
  return z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, `The ${label(field)} may not be greater than ${max} characters.`),
        wellFormedText(`The ${label(field)} is invalid.`),
      ),
  );
}

export const ZEmail = z.pipe(
  z
    .string({ error: 'The email field is required.' })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, 'The email field is required.')),
  z
    .email('The email must be a valid email address.')
    .check(z.maxLength(254, 'The email may not be greater than 254 characters.')),
);

/** The spec's password rule, enforced on the server and mirrored by the forms. */
export const ZPassword = z.string({ error: 'The password field is required.' }).check(
  z.minLength(1, 'The password field is required.'),
  z.maxLength(128, 'The password may not be greater than 128 characters.'),
  z.superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.issues.push({ code: 'custom', message, input: value });
  }),
);

/** Path ids: our ids are ULIDs/UUIDs; anything else is simply not found later, but refuse junk early. */
export const ZId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'The id is invalid.'));

export const ZNumberish = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+$/))]),
  z.transform((value) => Number(value)),
);

const DAY_QUERY_ERROR = 'The date must be a date (dd-mm-yyyy).';

/**
 * A query string's date: `dd-mm-yyyy` (the screens' format) or `yyyy-mm-dd`, normalised to `yyyy-mm-dd`. With
 * `realDay`, a date the calendar cannot read is refused as well (the users list's filter).
 */
export function dayQuery({ realDay = false }: { realDay?: boolean } = {}) {
  const toIso = z.transform((value: string) => {
    const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
    return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value;
  });
  return z.pipe(
    z.string().check(z.regex(/^(\d{2}-\d{2}-\d{4}|\d{4}-\d{2}-\d{2})$/, DAY_QUERY_ERROR)),
    realDay
      ? toIso.check(z.refine((iso: string) => !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)), DAY_QUERY_ERROR))
      : toIso,
  );
}

/** The identity columns every list of users shows (user tables, group members, enrol lists). */
export const userIdentity = {
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  unique_id: z.nullable(z.string()),
};
