import {
  COMPANY_STATE,
  COMPANY_STATE_NAME,
  bandById,
  type TCompanySummary,
  type TCompanyState,
} from '@skillway/shared';
import { suspensionReason } from '@skillway/shared/rules/account-actions';
import { isBreatheAvailable } from '../imports/breathe/breathe-access';
import { isMailHeld } from '../mail-hold/mail-hold-rule';
import { companyLanguage } from './company-language';
import type { TCompanyItem } from '../../platform/db/types';
import { signImageUrl } from '../../platform/images/sign-image-url';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left in a free trial (rounded up; 0 once ended or when not in a trial). */
export function trialDaysLeft(company: Pick<TCompanyItem, 'state' | 'trial_ends_at'>, nowMs = Date.now()): number {
  const inTrial = company.state === COMPANY_STATE.FREE_TRIAL || company.state === COMPANY_STATE.FREE_TRIAL_EXTENDED;
  if (!inTrial || !company.trial_ends_at) return 0;
  return Math.max(0, Math.ceil((Date.parse(company.trial_ends_at) - nowMs) / DAY_MS));
}

/** The company as its users see it on the profile: state, trial, band and its user maximum, counters, logo. */
export function presentCompanySummary(company: TCompanyItem, nowMs = Date.now()): TCompanySummary {
  const band = bandById(company.banding);
  return {
    id: company.company_id,
    name: company.company_name,
    state: company.state,
    state_description: COMPANY_STATE_NAME[company.state as TCompanyState] ?? '',
    trial_days_left: trialDaysLeft(company, nowMs),
    trial_expired_date: company.trial_ends_at ?? null,
    banding: company.banding,
    banding_description: { name: band?.name ?? '', max: band?.max ?? 0 },
    total_users: company.total_users,
    company_logo: company.logo_key ? signImageUrl(company.logo_key, 'medium', nowMs) : null,
    created_at: company.created_at,
    breathe_enabled: isBreatheAvailable(company),
    // Absent means on: companies created before the setting existed send welcome emails.
    enable_mail: company.enable_mail === 0 ? 0 : 1,
    mail_held: isMailHeld(company),
    suspension_reason: suspensionReason(company.state, company.subscription_status),
    default_language: companyLanguage(company),
  };
}
