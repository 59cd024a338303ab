import { lazy } from '../lazy';
import { COURSE_TYPE_IDS, type TCourseTypeId } from '@skillway/shared';
import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/** The attribute that counts one course type's completions in a month. */
export type TCompletionAttribute = `completed_${TCourseTypeId}`;

export function completionAttribute(typeId: TCourseTypeId): TCompletionAttribute {
  return `completed_${typeId}`;
}

const optionalCount = () => number().optional();

const completionAttributes = Object.fromEntries(
  COURSE_TYPE_IDS.map((typeId) => [completionAttribute(typeId), optionalCount()]),
) as Record<TCompletionAttribute, ReturnType<typeof optionalCount>>;

/**
 * A company's counters for one calendar month (UTC), moved on write with `ADD`: successful sign-ins (`logins`) and
 * company users active in the month (`active_users`: counted at a user's first sign-in of the month), course
 * completions per course type (`completed_<typeId>`, in the same transaction that completes the enrolment).
 * pk `C#<cid>`, sk `MSTAT#<yyyy-mm>`; the reports landing reads the last 12 with one Query.
 */
export const monthStatsEntity = lazy(
  () =>
    new Entity({
      name: 'MonthStats',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        month: string().key(),
        logins: optionalCount(),
        /** Company users whose first sign-in of the month this was (distinct users active in the month). */
        active_users: optionalCount(),
        ...completionAttributes,
      }),
      computeKey: ({ company_id, month }) => ({ pk: keys.company(company_id), sk: keys.monthStatsSk(month) }),
      timestamps: false,
    }),
);

export type TMonthStatsItem = FormattedItem<ReturnType<typeof monthStatsEntity>>;
