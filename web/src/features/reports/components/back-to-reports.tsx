import { Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconArrowLeft } from '@tabler/icons-react';
import { AnchorLink } from '../../../components/links/anchor-link';

/** Every report screen's way back to the reports landing. */
export function BackToReports() {
  return (
    <AnchorLink to="/admin/reports" size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        <Trans>Back to Reports</Trans>
      </Group>
    </AnchorLink>
  );
}
