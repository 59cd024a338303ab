import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { TAuditTargetType } from '@skillway/shared';
import { AuditLogView } from './audit-log-view';

const OWN_COMPANY = {};

/**
 * History beside a record shown in a table (a certificate in a user's courses): opens the audit log's events about
 * it in a dialog, which gives the focus back to the button when it closes.
 */
export function AuditHistoryButton({
  type,
  id,
  name,
  label,
}: {
  type: TAuditTargetType;
  id: string;
  /** The record's name, as the dialog's title and the button's accessible name say it. */
  name: string;
  /** The button's accessible name (it shows "History"). */
  label: string;
}) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconHistory size={14} aria-hidden />}
        aria-label={label}
        onClick={() => setOpened(true)}
      >
        <Trans>History</Trans>
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t`History: ${name}`} size="xl">
        {opened && <AuditLogView scope={OWN_COMPANY} target={{ type, id, name }} caption={t`History of ${name}`} />}
      </Modal>
    </>
  );
}
