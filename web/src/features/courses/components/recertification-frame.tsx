import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { SidePanel } from '../../../components/side-panel';
import { WRAPPING_BUTTON_STYLES } from '../../../lib/wrapping-button';

interface TRecertificationFrameProps {
  /** The button that opens the settings ("Edit Recertification"). */
  action: string;
  disabled?: boolean;
  /** What the section says of the settings. */
  children: ReactNode;
  /** The settings form, rendered while the side panel is open; `close` ends the edit. */
  form: (close: () => void) => ReactNode;
}

/**
 * A Recertification section (a course's, or a playlist's for all its courses): its heading, what it says, and the
 * button that opens the settings in a side panel, as the page's other edits do.
 */
export function RecertificationFrame({ action, disabled = false, children, form }: TRecertificationFrameProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const close = () => setEditing(false);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} fz={20} id={headingId}>
            <Trans>Recertification</Trans>
          </Title>
          <Button
            size="sm"
            variant="light"
            leftSection={<IconCertificate size={16} aria-hidden />}
            onClick={() => setEditing(true)}
            disabled={disabled}
            // A long action (a playlist's "Set Recertification for All Courses") wraps on a phone, never cut off.
            styles={WRAPPING_BUTTON_STYLES}
          >
            {action}
          </Button>
        </Group>
        {children}
      </Stack>
      <SidePanel opened={editing} onClose={close} title={t`Recertification`}>
        {editing && form(close)}
      </SidePanel>
    </Paper>
  );
}
