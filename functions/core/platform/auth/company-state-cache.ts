import { isSuspendedState, type TOperation } from '@skillway/shared';
import { WARM_STATE_MAX_AGE_SECONDS, WARM_STATE_MAX_ENTRIES } from '@skillway/shared/constants/warm-state';
import { createWarmCache, type TWarmCache } from '../cache/warm-cache';
import type { TCompanyItem } from '../db/types';

/**
 * The rows whose callers' company record may be one this warm function read up to WARM_STATE_MAX_AGE_SECONDS ago
 * (issue 36): the player's progress save, three quarters of a learner's calls. What the record decides there is
 * only the suspension lock, and a save let through in the first minute of a suspension writes a video position and
 * nothing else. A company whose remembered state is suspended is read again, so lifting a suspension is seen at once.
 * Every other row reads the company on every request.
 */
const REUSED_BY: ReadonlySet<string> = new Set(['learning.updateLastTime']);

let companies: TWarmCache<TCompanyItem> | undefined;

function cache(): TWarmCache<TCompanyItem> {
  companies ??= createWarmCache<TCompanyItem>({
    maxAgeMs: WARM_STATE_MAX_AGE_SECONDS * 1000,
    maxEntries: WARM_STATE_MAX_ENTRIES,
  });
  return companies;
}

export function reusesCompanyState(operation: Pick<TOperation, 'id'>): boolean {
  return REUSED_BY.has(operation.id);
}

/** The company as read less than the bound ago, unless it was suspended then (a suspended company is read again). */
export function reusableCompany(companyId: string): TCompanyItem | undefined {
  const company = cache().get(companyId);
  return company && !isSuspendedState(company.state) ? company : undefined;
}

/** Keeps a company record read at `readAt` (epoch ms, when the read was sent). */
export function rememberCompany(company: TCompanyItem, readAt: number): void {
  cache().set(company.company_id, company, readAt);
}

/** Forgets every company (tests). */
export function forgetCompanies(): void {
  companies?.clear();
}
