import { MSG, ROLE } from '@skillway/shared';
import type { TReportJobItem } from '../../platform/db/entities/report-job';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { findUser } from '../../people/users/user-repository';

/** Who may be sent a report: the company's active administrators and team managers (a report is company data). */
export function canReceiveReports(user: TUserItem | undefined): user is TUserItem {
  return user !== undefined && user.is_archived !== 1 && (user.role_id === ROLE.ADMIN || user.role_id === ROLE.MANAGER);
}

/** The recipients as given, each once; 422 on `recipients` unless every one may be sent reports. */
export async function checkRecipients(companyId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const users = await Promise.all(unique.map((id) => findUser(companyId, id)));
  if (!users.every(canReceiveReports)) throw AppError.field('recipients', MSG.REPORT_RECIPIENT_INVALID);
  return unique;
}

/**
 * Whether the caller may open a report file of their company: any administrator, a team manager it was sent to, and
 * the super administrator their own export (kept in the platform's partition: report-owner.ts). Anyone else is told
 * it does not exist.
 */
export function mayOpenReport(auth: TAuth, job: TReportJobItem): boolean {
  if (auth.roleId === ROLE.ADMIN) return true;
  if (auth.roleId === ROLE.SUPER_ADMIN) return job.requested_by === auth.userId;
  return auth.roleId === ROLE.MANAGER && (job.recipients ?? []).includes(auth.userId);
}
