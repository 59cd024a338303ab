import { Alert } from '@mantine/core';
import { IconMailPause } from '@tabler/icons-react';
import { MSG } from '@skillway/shared';
import { useProfile } from '../../profile/api/queries';

/**
 * While a self-registered company's mail waits for its administrator's verified address, the admin screens that send
 * mail say so: the welcome emails they send look sent but are held. Nothing shows otherwise (or before the profile
 * has loaded).
 */
export function MailHoldNotice() {
  const company = useProfile().data?.company;
  if (!company?.mail_held) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={MSG.MAIL_HELD_TITLE}
      icon={<IconMailPause size={20} aria-hidden />}
    >
      {MSG.MAIL_HELD}
    </Alert>
  );
}
