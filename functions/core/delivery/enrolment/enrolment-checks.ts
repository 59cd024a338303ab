import { MSG } from '@skillway/shared';
import { listGroups } from '../../people/groups/group-repository';
import { AppError } from '../../platform/http/app-error';
import { listCompanyUsers } from '../../people/users/user-repository';

/** The checks the enrol, unenrol and deadline commands make before they change anything (each a 422 on a field). */

export const unique = (values: readonly string[] | undefined) => [...new Set(values ?? [])];

/** Today as yyyy-mm-dd in the time zone furthest behind UTC (UTC-12), so "today" on any administrator's calendar passes. */
function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A deadline must be a real date, today or later; none (null) when absent. */
export function checkDeadline(date: string | null | undefined): string | null {
  if (!date) return null;
  if (
    Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
  )
    throw AppError.field('selected_date', 'The selected date must be a date (yyyy-mm-dd).');
  if (date < earliestToday()) throw AppError.field('selected_date', MSG.ENROL_DATE_PAST);
  return date;
}

/** Users must be of the company (active ones for enrolling); anything else is refused whole, naming the field. */
export async function checkUsers(companyId: string, fields: Record<string, string[]>, activeOnly: readonly string[]) {
  if (Object.values(fields).every((ids) => ids.length === 0)) return;
  const users = await listCompanyUsers(companyId, true);
  const all = new Set(users.map((user) => user.user_id));
  const active = new Set(users.filter((user) => user.is_archived !== 1).map((user) => user.user_id));
  for (const [field, ids] of Object.entries(fields)) {
    const known = activeOnly.includes(field) ? active : all;
    if (ids.some((id) => !known.has(id))) throw AppError.field(field, MSG.GROUP_USER_NOT_FOUND);
  }
}

export async function checkGroups(companyId: string, fields: Record<string, string[]>) {
  if (Object.values(fields).every((ids) => ids.length === 0)) return;
  const known = new Set((await listGroups(companyId)).map((group) => group.group_id));
  for (const [field, ids] of Object.entries(fields)) {
    if (ids.some((id) => !known.has(id))) throw AppError.field(field, MSG.GROUPS_INVALID);
  }
}

export function checkDisjoint(a: string[], b: string[], field: string) {
  const other = new Set(b);
  if (a.some((id) => other.has(id)))
    throw AppError.field(field, `The ${field.replace(/_/g, ' ')} may not be enrolled and unenrolled at once.`);
}
