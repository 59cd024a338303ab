import * as z from 'zod/mini';
import { EXTERNAL_TRAINING_LIMITS } from '../constants/external-training';

/**
 * The external training form's date and amount fields: what a learner types (a day in the screens' spellings, a
 * number or its text) to what is stored, with the form's messages.
 */

/* ------------------------------------------------------------------ dates */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** dd-mm-yyyy or dd/mm/yyyy (as the screens show dates) to yyyy-mm-dd; yyyy-mm-dd and ISO date-times are cut to the day. */
export function normaliseDate(value: string): string {
  const text = value.trim();
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
}

/** A required date field: yyyy-mm-dd (or a date-time, cut to its day). */
export function requiredDate(field: string) {
  return z.pipe(
    z
      .string({ error: `The ${field} field is required.` })
      .check(z.trim(), z.minLength(1, `The ${field} field is required.`)),
    z.transform(normaliseDate).check(z.refine(isCalendarDate, `The ${field} is not a valid date.`)),
  );
}

/** An optional date field: '' and null mean none. */
export function optionalDate(field: string) {
  return z.optional(
    z.pipe(
      z.nullable(z.string({ error: `The ${field} is not a valid date.` })),
      z
        .transform((value: string | null) => (value === null || value.trim() === '' ? null : normaliseDate(value)))
        .check(z.refine((value) => value === null || isCalendarDate(value), `The ${field} is not a valid date.`)),
    ),
  );
}

/* ------------------------------------------------------------------ numbers */

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/**
 * An optional amount (score or cost): a number or its text; '' and null mean none. At most two decimal places,
 * between `min` and `max`.
 */
export function optionalAmount(field: string, min: number, max: number, unit = '') {
  return z.optional(
    z.pipe(
      z.pipe(
        z.nullable(z.union([z.number(), z.string()], { error: `The ${field} must be a number.` })),
        z
          .transform((value: number | string | null) => {
            if (value === null) return null;
            const text = String(value).trim();
            return text === '' ? null : text;
          })
          .check(
            z.refine((text) => text === null || /^-?\d+(\.\d+)?$/.test(text), `The ${field} must be a number.`),
            z.refine(
              (text) => text === null || !/^-?\d+(\.\d+)?$/.test(text) || Number(text) >= min,
              `The ${field} must be at least ${min}${unit}.`,
            ),
            z.refine(
              (text) => text === null || !/^-?\d+(\.\d+)?$/.test(text) || Number(text) <= max,
              `The ${field} may not be greater than ${max}${unit}.`,
            ),
            z.refine(
              (text) => text === null || !/^\d+(\.\d+)?$/.test(text) || TWO_DECIMALS.test(text),
              `The ${field} may have at most ${EXTERNAL_TRAINING_LIMITS.decimals} decimal places.`,
            ),
          ),
      ),
      z.transform((text: string | null) => (text === null ? null : Number(text))),
    ),
  );
}
