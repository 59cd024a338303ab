import { useMemo } from 'react';
import type { TComplianceCell } from '@skillway/shared';
import { useTeamCompliance } from '../../compliance/api/queries';

const NO_CELLS: readonly TComplianceCell[] = [];

/**
 * The team's compliance for My Team's cards: each member's cells (none when they have no required course) and the
 * course names; null while it loads, if it fails (the cards simply go without it) or when the company has no
 * required courses.
 */
export function useTeamComplianceByMember() {
  const matrix = useTeamCompliance();
  const data = matrix.data;
  return useMemo(() => {
    if (!data || data.courses.length === 0) return null;
    const courseNames = new Map(data.courses.map((course) => [course.id, course.name]));
    const cells = new Map(data.data.map((row) => [row.user_id, row.cells]));
    return { of: (userId: string) => ({ cells: cells.get(userId) ?? NO_CELLS, courseNames }) };
  }, [data]);
}
