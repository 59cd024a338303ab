import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import {
  COMPANY_STATE,
  COMPANY_STATE_NAME,
  FREE_TRIAL_DAYS,
  MB,
  MSG,
  VIDEO_LIMIT,
  PLATFORM_COMPANY_ID,
  bandById,
  type TCompanyAdminDetail,
  type TCompanyState,
} from '@skillway/shared';
import { companyEntity } from '../../platform/db/entities/company';
import { courseEntity } from '../../platform/db/entities/course';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TCompanyItem, TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { isBreatheAvailable } from '../imports/breathe/breathe-access';
import { findUser } from '../users/user-repository';
import { presentBillingDetails, presentCompanyDetails } from './account-info';
import { findCompany } from './company-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A customer company by id, or 404 (the platform account has no company record and is never one). */
export async function requireCustomerCompany(companyId: string): Promise<TCompanyItem> {
  const company = companyId === PLATFORM_COMPANY_ID ? undefined : await findCompany(companyId);
  if (!company) throw AppError.notFound();
  return company;
}

/** The company's courses, counted in its partition (bounded by its library). */
async function countCourses(companyId: string): Promise<number> {
  const { Count } = await SkillwayTable.build(QueryCommand)
    .entities(courseEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.coursesPrefix } })
    .options({ select: 'COUNT', maxPages: Infinity })
    .send();
  return Count ?? 0;
}

/** The Details tab's fields (pure). */
export function presentCompanyAdminDetail(
  company: TCompanyItem,
  owner: Pick<TUserItem, 'first_name' | 'last_name' | 'email'> | undefined,
  totalCourses: number,
): TCompanyAdminDetail {
  const band = bandById(company.banding);
  return {
    ...presentCompanyDetails(company),
    state: company.state,
    state_description: COMPANY_STATE_NAME[company.state as TCompanyState] ?? '',
    banding: company.banding,
    banding_description: { name: band?.name ?? '', max: band?.max ?? 0 },
    total_employees: company.total_users,
    total_courses: totalCourses,
    trial_expired_date: company.trial_ends_at ?? null,
    payment_method_type: company.payment_method,
    product_option: company.product_option ?? null,
    refer: company.refer ?? null,
    refid: company.refid ?? null,
    enable_mail: company.enable_mail === 0 ? 0 : 1,
    breathe_enabled: isBreatheAvailable(company),
    company_owner_name: owner ? `${owner.first_name} ${owner.last_name}`.trim() : '',
    company_owner_email: owner?.email ?? '',
    created_at: company.created_at,
    billing_details: company.billing_name || company.billing_line1 ? presentBillingDetails(company) : null,
    video_max_bytes: company.video_max_bytes ?? VIDEO_LIMIT.defaultBytes,
  };
}

/** GET /companies/{id}, /admin/company/{id}: the company, its owner (the administrator who signed up) and counters. */
export async function getCompanyAdminDetail(companyId: string): Promise<TCompanyAdminDetail> {
  const company = await requireCustomerCompany(companyId);
  const [owner, totalCourses] = await Promise.all([
    findUser(companyId, company.owner_user_id),
    countCourses(companyId),
  ]);
  return presentCompanyAdminDetail(company, owner, totalCourses);
}

function isTrialState(state: number): boolean {
  return state === COMPANY_STATE.FREE_TRIAL || state === COMPANY_STATE.FREE_TRIAL_EXTENDED;
}

/**
 * Writes a state and keeps the trial index (gsi2, sparse) in step: a trial state (1, 5) is indexed by its trial end
 * so the expiry schedule finds it; any other state leaves the index (the trial end stays, as history).
 */
async function writeState(companyId: string, state: number, trialEndsAt: string | undefined): Promise<void> {
  const trial = isTrialState(state) && trialEndsAt !== undefined;
  await companyEntity()
    .build(UpdateItemCommand)
    .item({
      company_id: companyId,
      state,
      ...(trial
        ? { trial_ends_at: trialEndsAt, gsi2pk: keys.trialIndexPk, gsi2sk: keys.trialIndexSk(trialEndsAt, companyId) }
        : { gsi2pk: $remove(), gsi2sk: $remove() }),
    })
    .options({ condition: { attr: 'company_id', exists: true } })
    .send();
}

/**
 * POST /company/state/{id}: any state, freely (the super administrator confirmed). A trial state keeps a trial end
 * still ahead; when it has passed (or there was none) the company gets a new FREE_TRIAL_DAYS trial from now, else
 * the expiry schedule would undo the change at its next run.
 */
export async function changeCompanyState(companyId: string, state: number, now = new Date()): Promise<void> {
  const company = await requireCustomerCompany(companyId);
  if (!isTrialState(state)) {
    await writeState(companyId, state, undefined);
    return;
  }
  const current = company.trial_ends_at;
  const trialEndsAt =
    current && Date.parse(current) > now.getTime()
      ? current
      : new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS).toISOString();
  await writeState(companyId, state, trialEndsAt);
}

/** The trial end a date (yyyy-mm-dd) gives: the start of that day (UTC), so the trial expires on that date. */
function trialEndOfDate(date: string): string {
  return `${date}T00:00:00.000Z`;
}

/**
 * POST /company/extend-trial-period/{id}: Free Trial Extended (5) until `date`, which must be after today (UTC);
 * the trial index moves to the new end, where the expiry schedule finds it on that date.
 */
export async function extendTrial(companyId: string, date: string, now = new Date()): Promise<void> {
  await requireCustomerCompany(companyId);
  if (date <= now.toISOString().slice(0, 10)) throw AppError.field('date', MSG.TRIAL_DATE_PAST);
  await writeState(companyId, COMPANY_STATE.FREE_TRIAL_EXTENDED, trialEndOfDate(date));
}

/**
 * PUT /companies/{id}/video-limit: the company's course video limit (issue 33), checked at every signing, multipart
 * start and completion from now on; files already stored keep their size.
 */
export async function setCompanyVideoLimit(companyId: string, megabytes: number): Promise<void> {
  await requireCustomerCompany(companyId);
  await companyEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, video_max_bytes: megabytes * MB })
    .options({ condition: { attr: 'company_id', exists: true } })
    .send();
}
