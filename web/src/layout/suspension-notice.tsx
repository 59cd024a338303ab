import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ROLE, isSuspendedState, type TProfile } from '@skillway/shared';

/** What a learner or manager of a suspended company (state 2 or 4) is told above every screen. */
const NOTICE = msg`Your company's account is suspended: you can still open your completed courses and certificates. Anything else waits until your administrator restores the account.`;
/** The notice in English (UK), the source text. */
export const SUSPENSION_NOTICE: string = NOTICE.message ?? '';

/**
 * The suspension banner for learners and managers. Their reads keep working; what they try to change is refused by
 * the server, whose message the action's error shows. An administrator of a suspended company never sees it: the
 * route guard sends them to Account Status.
 */
export function SuspensionNotice({ profile }: { profile: TProfile | undefined }) {
  const { t } = useLingui();
  const company = profile?.company;
  if (!company || !isSuspendedState(company.state)) return null;
  if (profile.role_id !== ROLE.USER && profile.role_id !== ROLE.MANAGER) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      mb="md"
      title={t`Account suspended`}
      icon={<IconLock size={20} aria-hidden />}
      role="status"
    >
      {t(NOTICE)}
    </Alert>
  );
}
