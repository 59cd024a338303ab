import type { TCourseTypeId } from '@skillway/shared';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { monthStatsEntity, completionAttribute, type TMonthStatsItem } from '../db/entities/month-stats';
import { keys } from '../db/keys';
import { SkillwayTable } from '../db/table';
import type { TTransactWrite } from '../db/transactions';

/** The calendar month (UTC) of a moment, as the MSTAT items name it: `yyyy-mm`. */
export function monthOf(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 7);
}

/** The `count` calendar months (UTC) ending with the month of `now`, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return months;
}

/** One more successful sign-in for the company this month (`ADD logins 1`). */
export async function countLogin(companyId: string, at: Date, by = 1): Promise<void> {
  await monthStatsEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, month: monthOf(at), logins: $add(by) })
    .send();
}

/**
 * One more company user active this month (`ADD active_users 1`): called at a user's first sign-in of the month (their
 * previous `last_login` is in an earlier month), so the counter holds distinct users.
 */
export async function countActiveUser(companyId: string, at: Date): Promise<void> {
  await monthStatsEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, month: monthOf(at), active_users: $add(1) })
    .send();
}

/** Whether a sign-in at `at` is the user's first of the month (never signed in, or last in an earlier month). */
export function isFirstSignInOfMonth(previousLogin: string | undefined, at: Date): boolean {
  return !previousLogin || monthOf(previousLogin) !== monthOf(at);
}

/** The write that counts one completion of a course of `typeId` in the month of `at`, for the completing transaction. */
export function completionCountWrite(
  companyId: string,
  at: Date | string,
  typeId: TCourseTypeId,
  by = 1,
): TTransactWrite {
  return monthStatsEntity()
    .build(UpdateTransaction)
    .item({
      company_id: companyId,
      month: monthOf(at),
      [completionAttribute(typeId)]: $add(by),
    });
}

/** Completions of a course type in the month of `at`, outside a completing transaction (the demo's history). */
export async function countCompletions(companyId: string, at: Date, typeId: TCourseTypeId, by: number): Promise<void> {
  await monthStatsEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, month: monthOf(at), [completionAttribute(typeId)]: $add(by) })
    .send();
}

/** The company's monthly counters from `first` to `last` (yyyy-mm, inclusive): one bounded Query. */
export async function readMonthStats(
  companyId: string,
  first: string,
  last: string,
): Promise<Map<string, TMonthStatsItem>> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(monthStatsEntity())
    .query({
      partition: keys.company(companyId),
      range: { between: [keys.monthStatsSk(first), keys.monthStatsSk(last)] },
    })
    .options({ maxPages: Infinity })
    .send();
  return new Map((Items ?? []).map((stats) => [stats.month, stats]));
}
