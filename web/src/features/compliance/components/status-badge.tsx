import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { TComplianceCell } from '@skillway/shared';
import { shiftDays } from '@skillway/shared/rules/recertification';
import { formatMediumDate } from '../../../lib/format-date';
import { COMPLIANCE_STATUS_STYLE } from '../lib/status-style';

type TBadgeCell = Pick<TComplianceCell, 'status' | 'date' | 'days'>;

/**
 * A cell's words in the active language, from its status, day and days: in English exactly as the server words them
 * (complianceCellText, shared/src/rules/recertification.ts), which the exports keep.
 */
function useCellText(cell: TBadgeCell): string {
  const { t } = useLingui();
  switch (cell.status) {
    case 'certified': {
      if (!cell.date) return t`Certified`;
      const day = formatMediumDate(cell.date);
      return t`Certified until ${day}`;
    }
    case 'expiring': {
      const days = cell.days ?? 0;
      return t`${plural(days, { one: 'Expiring in # day', other: 'Expiring in # days' })}`;
    }
    case 'expired': {
      if (!cell.date) return t`Expired`;
      const day = formatMediumDate(cell.date);
      return t`Expired on ${day}`;
    }
    case 'overdue': {
      if (!cell.date) return t`Overdue`;
      // The deadline was the last day in time: overdue from the day after.
      const day = formatMediumDate(shiftDays(cell.date, 1));
      return t`Overdue since ${day}`;
    }
    case 'in_progress':
      return t`In progress`;
    default:
      return t`Not started`;
  }
}

/**
 * A learner's status on a course in words ("Certified until 12 Mar 2027", "Expiring in 12 days"), with the status's
 * icon and colour: the words carry the meaning, the icon and colour only repeat it.
 */
export function ComplianceStatusBadge({ cell }: { cell: TBadgeCell }) {
  const { color, icon: Icon } = COMPLIANCE_STATUS_STYLE[cell.status];
  const text = useCellText(cell);
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      tt="none"
      leftSection={<Icon size={14} aria-hidden />}
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible', whiteSpace: 'nowrap' } }}
    >
      {text}
    </Badge>
  );
}
