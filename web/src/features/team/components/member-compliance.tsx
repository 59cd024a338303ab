import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { TComplianceCell } from '@skillway/shared';
import { ComplianceStatusBadge } from '../../compliance/components/status-badge';
import { worstCell } from '../../compliance/lib/status-style';

/**
 * A team member's compliance on their card: the status that needs attention most across their required courses
 * ("Expired on 3 Mar 2026", with its icon and colour) and which course it is; the Compliance screen has the rest.
 */
export function MemberCompliance({
  cells,
  courseNames,
}: {
  /** The member's cells (none: no required course). */
  cells: readonly TComplianceCell[];
  courseNames: ReadonlyMap<string, string>;
}) {
  const worst = worstCell(cells);
  return (
    <Group gap={6} wrap="wrap" align="center">
      <Text size="sm" fw={600}>
        <Trans>Compliance:</Trans>
      </Text>
      {worst ? (
        <>
          <ComplianceStatusBadge cell={worst} />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {courseNames.get(worst.course_id) ?? ''}
          </Text>
        </>
      ) : (
        <Text size="sm">
          <Trans>No required courses</Trans>
        </Text>
      )}
    </Group>
  );
}
