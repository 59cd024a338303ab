import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { downloadCertificate } from '../../certificates/lib/open-certificate';
import { WRAPPING_BUTTON_STYLES } from '../../../lib/wrapping-button';

interface TCertificateButtonProps {
  courseId: string;
  title: string;
  /** Whose certificate: another user's (manager, administrator); absent for one's own. */
  userId?: string | null;
  fullWidth?: boolean;
}

/** Download Certificate: a fresh short-lived link (the server makes the PDF on first request) that saves the PDF. */
export function CertificateButton({ courseId, title, userId, fullWidth }: TCertificateButtonProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    try {
      await downloadCertificate(courseId, userId ?? undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="xs"
      variant="light"
      color="teal"
      leftSection={<IconCertificate size={14} aria-hidden />}
      loading={busy}
      fullWidth={fullWidth}
      styles={WRAPPING_BUTTON_STYLES}
      onClick={() => void open()}
      aria-label={t`Download Certificate for ${title}`}
    >
      <Trans>Download Certificate</Trans>
    </Button>
  );
}
