import {
  IconAlertOctagon,
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
  IconHourglassHigh,
  IconProgress,
} from '@tabler/icons-react';
import { COMPLIANCE_STATUS_RANK, type TComplianceCell, type TComplianceStatus } from '@skillway/shared';

type TStatusIcon = typeof IconCircleCheck;

/**
 * How each compliance status looks wherever it is shown (the matrix, My Team): a colour and an icon, always beside
 * the status words, so colour is never the only sign (WCAG 1.4.1). The colours are Mantine's light variants, which
 * the theme keeps at AA contrast (app/accessible-colors.ts).
 */
export const COMPLIANCE_STATUS_STYLE: Record<TComplianceStatus, { color: string; icon: TStatusIcon }> = {
  certified: { color: 'teal', icon: IconCircleCheck },
  expiring: { color: 'yellow', icon: IconHourglassHigh },
  expired: { color: 'orange', icon: IconCircleX },
  overdue: { color: 'red', icon: IconAlertOctagon },
  in_progress: { color: 'blue', icon: IconProgress },
  not_started: { color: 'gray', icon: IconCircleDashed },
};

/**
 * Worst first: what needs attention comes first. The same order as the server's sort by a course column
 * (COMPLIANCE_STATUS_RANK in shared), so My Team's "worst" and the matrix agree.
 */

/** The cell that needs attention most (the first of equals), or null for none. */
export function worstCell<T extends Pick<TComplianceCell, 'status'>>(cells: readonly T[]): T | null {
  let worst: T | null = null;
  for (const cell of cells)
    if (!worst || COMPLIANCE_STATUS_RANK[cell.status] < COMPLIANCE_STATUS_RANK[worst.status]) worst = cell;
  return worst;
}
