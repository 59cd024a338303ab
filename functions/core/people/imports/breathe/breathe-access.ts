import { BREATHE_CUTOFF_DATE, MSG } from '@skillway/shared';
import type { TCompanyItem } from '../../../platform/db/types';
import { AppError } from '../../../platform/http/app-error';

/** The spec's flag: companies created before the cut-off have BreatheHR; others only with the company setting on. */
export function isBreatheAvailable(company: Pick<TCompanyItem, 'created_at' | 'breathe_enabled'>): boolean {
  return company.breathe_enabled === 1 || company.created_at < BREATHE_CUTOFF_DATE;
}

/** 403 with the reason unless the company may use BreatheHR. */
export function assertBreatheAvailable(company: TCompanyItem | null): TCompanyItem {
  if (!company || !isBreatheAvailable(company)) throw new AppError('FORBIDDEN', MSG.BREATHE_NOT_ENABLED);
  return company;
}

/** A saved token as the screens show it: never whole, only its last 4 characters. */
export function maskToken(token: string | undefined): string | null {
  if (!token) return null;
  return `${'•'.repeat(8)}${token.length > 8 ? token.slice(-4) : ''}`;
}
