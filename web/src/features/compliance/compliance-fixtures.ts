import type { TComplianceCell, TComplianceRow, TComplianceSummary, TExpiringCertificate } from '@skillway/shared';
import { complianceCellText } from '@skillway/shared/rules/recertification';
import { pagination } from '../../test/people-fixtures';

/** Test data for the compliance screens (the page, the admin landing's card, My Team): as the API answers them. */

export const FIRE = { id: 'c-fire', name: 'Fire Safety' };
export const GDPR = { id: 'c-gdpr', name: 'Data Protection' };

export function summaryOf(overrides: Partial<TComplianceSummary> = {}): TComplianceSummary {
  return {
    courses: [
      { ...FIRE, required: 14, in_date: 12, percent: 85 },
      { ...GDPR, required: 10, in_date: 9, percent: 90 },
    ],
    required: 24,
    in_date: 21,
    percent: 87,
    ...overrides,
  };
}

export const NO_REQUIRED_COURSES: TComplianceSummary = { courses: [], required: 0, in_date: 0, percent: 100 };

/** A cell as the server sends it: its day (yyyy-mm-dd) and days, and its English words worded from them. */
export function cell(
  courseId: string,
  status: TComplianceCell['status'],
  date: string | null = null,
  days: number | null = null,
): TComplianceCell {
  return { course_id: courseId, status, date, days, text: complianceCellText({ status, date, days }) };
}

export function complianceRow(
  n: number,
  cells: TComplianceCell[],
  overrides: Partial<TComplianceRow> = {},
): TComplianceRow {
  return {
    user_id: `u${n}`,
    first_name: `First${n}`,
    last_name: `Last${n}`,
    email: `user${n}@example.com`,
    cells,
    ...overrides,
  };
}

/** One page of the matrix as GET /v1/compliance answers it. */
export function matrixPage(rows: TComplianceRow[], total = rows.length, page = 1, limit = 10) {
  return { data: rows, courses: [FIRE, GDPR], meta: pagination(total, page, limit) };
}

export function expiring(n: number, overrides: Partial<TExpiringCertificate> = {}): TExpiringCertificate {
  return {
    id: `${FIRE.id}:u${n}`,
    user_id: `u${n}`,
    first_name: `First${n}`,
    last_name: `Last${n}`,
    email: `user${n}@example.com`,
    course_id: FIRE.id,
    course_name: FIRE.name,
    expires_on: '2026-08-14',
    days: 10 + n,
    renewal_started: false,
    ...overrides,
  };
}
