import type { TComplianceQuery, TComplianceRow, TPaginationMeta } from '@skillway/shared';
import { londonDay } from '../../platform/format/calendar-day';
import { paginate } from '../../platform/http/pagination';
import type { TAuth } from '../../platform/http/principal';
import { filterUsers, sortUsers } from '../../people/users/user-list-rules';
import { loadComplianceData, presentRow, scopeOf, statusRank, type TComplianceData } from './compliance-data';

const COURSE_ORDER = /^course:([A-Za-z0-9_-]+)$/;

/**
 * The matrix's rows in order: searched like the users screens (`first_name:ann;email:x`), ordered by a user column
 * or by one course's status (`course:<id>`: worst first ascending, users without the course last either way).
 */
export function orderedRows(data: TComplianceData, query: Partial<TComplianceQuery>): TComplianceData['rows'] {
  const users = filterUsers(
    data.rows.map((row) => row.user),
    { search: query.search },
  );
  const byId = new Map(data.rows.map((row) => [row.user.user_id, row]));
  const course = COURSE_ORDER.exec(query.orderBy ?? '')?.[1];
  if (!course) {
    return sortUsers(users, query.orderBy ?? 'first_name', query.sortedBy ?? 'asc').map((user) =>
      byId.get(user.user_id)!,
    );
  }
  const byName = sortUsers(users, 'first_name', 'asc').map((user) => byId.get(user.user_id)!);
  const sign = query.sortedBy === 'desc' ? -1 : 1;
  const rank = (row: TComplianceData['rows'][number]) => {
    const cell = row.cells.find((candidate) => candidate.course_id === course);
    return { missing: !cell, rank: statusRank(cell), date: cell?.date ?? '' };
  };
  // A stable sort on the status (then the soonest date), over the name order.
  return byName
    .map((row, index) => ({ row, index, key: rank(row) }))
    .sort(
      (a, b) =>
        Number(a.key.missing) - Number(b.key.missing) ||
        sign * (a.key.rank - b.key.rank) ||
        sign * a.key.date.localeCompare(b.key.date) ||
        a.index - b.index,
    )
    .map((entry) => entry.row);
}

/** GET /v1/compliance: a page of the matrix, with the required courses as its columns. */
export async function complianceMatrix(
  auth: TAuth,
  query: Partial<TComplianceQuery>,
  path: string,
  now: Date = new Date(),
): Promise<{ data: TComplianceRow[]; courses: { id: string; name: string }[]; meta: TPaginationMeta }> {
  const scope = scopeOf(auth, { groupId: query.group_id, managerId: query.manager_id });
  const data = await loadComplianceData(auth.companyId, scope, londonDay(now));
  const page = paginate(orderedRows(data, query), { page: query.page, limit: query.limit, path });
  return {
    data: page.data.map(presentRow),
    courses: data.courses.map((course) => ({ id: course.course_id, name: course.name })),
    meta: page.meta,
  };
}
