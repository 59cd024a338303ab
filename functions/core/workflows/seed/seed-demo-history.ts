import { COURSE_TYPES, type TCourseTypeId } from '@skillway/shared';
import { countCompletions, countLogin } from '../../platform/stats/month-stats';

const typeId = (name: string): TCourseTypeId => COURSE_TYPES.find((type) => type.name === name)!.id;

/** Sign-ins per month, oldest (11 months ago) first: a company that grew into the product. */
const LOGINS = [14, 18, 21, 19, 26, 30, 24, 29, 33, 31, 38] as const;
/** Completions per month by course type, same months. */
const COMPLETIONS: readonly { type: TCourseTypeId; perMonth: readonly number[] }[] = [
  { type: typeId('Health and Safety'), perMonth: [2, 3, 1, 4, 3, 5, 2, 4, 6, 3, 5] },
  { type: typeId('General'), perMonth: [1, 0, 2, 1, 2, 1, 3, 2, 1, 4, 2] },
  { type: typeId('First Aid'), perMonth: [0, 1, 0, 0, 2, 0, 1, 0, 2, 1, 0] },
];

/**
 * Demo history for the reports landing (documented in docs/data-model.md, MonthStats): the 11 months before this one
 * get sign-ins and completions per course type, written through the same counter functions a sign-in and a
 * completion use. They are counters only (no enrolments behind them), so the charts of a first `npm start` are not
 * empty; this month's figures are the real ones. Run once, under the seed marker.
 */
export async function seedDemoHistory(companyId: string, now = new Date()): Promise<void> {
  const monthsBack = LOGINS.length;
  for (let index = 0; index < monthsBack; index += 1) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (monthsBack - index), 15, 12));
    await countLogin(companyId, at, LOGINS[index]!);
    for (const { type, perMonth } of COMPLETIONS) {
      const count = perMonth[index] ?? 0;
      if (count > 0) await countCompletions(companyId, at, type, count);
    }
  }
}
