import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { isSuspendedState } from '@skillway/shared';
import { companyEntity } from '../../../platform/db/entities/company';
import { enrolmentEntity, type TEnrolmentItem } from '../../../platform/db/entities/enrolment';
import {
  NOTIFICATION_COMPANY_SCOPE,
  notificationSettingsEntity,
} from '../../../platform/db/entities/notification-settings';
import { keys } from '../../../platform/db/keys';
import { SkillwayTable } from '../../../platform/db/table';
import type { TCompanyItem } from '../../../platform/db/types';
import { forEachLimited } from './for-each-limited';
import {
  defaultNotificationSettings,
  settingsFromItem,
  type TEffectiveNotificationSettings,
} from '../settings/effective-settings';

/** Companies per page of the platform index; a run holds one page at a time. */
const COMPANIES_PAGE = 100;

/**
 * Every company that can receive reminders, a page at a time, through the platform index (gsi1 `COMPANIES`): the
 * run's only walk, over companies, never over enrolments. Companies locked out (free trial expired, suspended: their
 * users cannot open the product) are left out.
 */
async function* reminderCompanies(): AsyncGenerator<TCompanyItem[]> {
  let cursor: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await SkillwayTable.build(QueryCommand)
      .entities(companyEntity())
      .query({ index: 'gsi1', partition: keys.companiesIndexPk })
      .options({ limit: COMPANIES_PAGE, ...(cursor ? { exclusiveStartKey: cursor } : {}) })
      .send();
    yield (Items ?? []).filter((company) => !isSuspendedState(company.state));
    cursor = LastEvaluatedKey;
  } while (cursor);
}

/**
 * Runs `work` on every company reminderCompanies yields (only those named in `companyIds` when given), `limit` at
 * once, a page at a time: the walk of each daily run (the reminders, the certificate renewals).
 */
export async function forEachReminderCompany(
  companyIds: readonly string[] | undefined,
  limit: number,
  work: (company: TCompanyItem) => Promise<void>,
): Promise<void> {
  const only = companyIds ? new Set(companyIds) : undefined;
  for await (const page of reminderCompanies()) {
    const companies = only ? page.filter((company) => only.has(company.company_id)) : page;
    await forEachLimited(companies, limit, work);
  }
}

export interface TCompanyReminderSettings {
  company: TEffectiveNotificationSettings;
  /** Course id -> that course's override (it replaces the company's settings for the course). */
  courses: Map<string, TEffectiveNotificationSettings>;
}

/**
 * The company's settings and every course override, in one Query of its `NSET#` items (one per overridden course
 * plus the company's own): what decides which days the run reads for the company.
 */
export async function companyReminderSettings(companyId: string): Promise<TCompanyReminderSettings> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(notificationSettingsEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: 'NSET#' } })
    .options({ maxPages: Infinity })
    .send();
  let company = defaultNotificationSettings();
  const courses = new Map<string, TEffectiveNotificationSettings>();
  for (const item of Items ?? []) {
    if (item.scope === NOTIFICATION_COMPANY_SCOPE) company = settingsFromItem(item, 'company');
    else courses.set(item.scope, settingsFromItem(item, 'course'));
  }
  return { company, courses };
}

/**
 * The company's course enrolments (not complete) indexed on `day`: by deadline (gsi2) or by last activity (gsi3),
 * optionally of one course. One Query; its size is the enrolments due that day.
 */
export async function enrolmentsOnDay(
  companyId: string,
  index: 'deadline' | 'activity',
  day: string,
  courseId?: string,
): Promise<TEnrolmentItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(enrolmentEntity())
    .query({
      index: index === 'deadline' ? 'gsi2' : 'gsi3',
      partition:
        index === 'deadline' ? keys.enrolmentDeadlineIndexPk(companyId) : keys.enrolmentActivityIndexPk(companyId),
      range: { beginsWith: courseId ? `${day}#${courseId}#` : `${day}#` },
    })
    .options({ maxPages: Infinity })
    .send();
  return Items ?? [];
}
