import { Badge } from '@mantine/core';
import type { TComplianceCell } from '@skillway/shared';
import { COMPLIANCE_STATUS_STYLE } from '../lib/status-style';

/**
 * A learner's status on a course as the server words it ("Certified until 12 Mar 2027", "Expiring in 12 days"), with
 * the status's icon and colour: the words carry the meaning, the icon and colour only repeat it.
 */
export function ComplianceStatusBadge({ cell }: { cell: Pick<TComplianceCell, 'status' | 'text'> }) {
  const { color, icon: Icon } = COMPLIANCE_STATUS_STYLE[cell.status];
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      tt="none"
      leftSection={<Icon size={14} aria-hidden />}
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible', whiteSpace: 'nowrap' } }}
    >
      {cell.text}
    </Badge>
  );
}
