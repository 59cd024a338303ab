import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { api } from '../../../api';
import { notifyApiError } from '../../../lib/notify-api-error';

interface TCertificateButtonProps {
  courseId: string;
  title: string;
  /** Whose certificate: another user's (manager, administrator); absent for one's own. */
  userId?: string | null;
  fullWidth?: boolean;
}

/**
 * Download Certificate: asks the server for a fresh short-lived link (it makes the PDF on first request) and opens
 * it in a new tab. The tab is opened within the click, so no popup blocker stops it, and filled when the link comes.
 */
export function CertificateButton({ courseId, title, userId, fullWidth }: TCertificateButtonProps) {
  const [busy, setBusy] = useState(false);

  const open = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const { data } = await api('certificates.get', {
        params: { id: courseId },
        query: userId ? { user_id: userId } : {},
      });
      if (tab) {
        // The PDF's tab gets no handle back to this one.
        tab.opener = null;
        tab.location.href = data.url;
      } else {
        window.open(data.url, '_blank', 'noopener,noreferrer');
      }
    } catch (error) {
      tab?.close();
      notifyApiError(error);
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
      onClick={() => void open()}
      aria-label={`Download Certificate for ${title}`}
    >
      Download Certificate
    </Button>
  );
}
