import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@skillway/shared';
import { specText } from '../i18n/spec-text';
import { whenModalsReady } from '../lib/modals-ready';
import { performLogout } from '../features/auth/api/mutations';

/**
 * Asks 'Are you sure you want to log out?' (Continue / Cancel). Continue revokes the token, clears the session
 * and then calls `onLoggedOut` (the caller navigates; the header that opened the dialog is gone by then).
 */
export function useConfirmLogout(onLoggedOut: () => void) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return () =>
    void whenModalsReady().then(() =>
      modals.openConfirmModal({
        title: t`Log out`,
        children: <Text size="sm">{specText(MSG.LOGOUT_CONFIRM)}</Text>,
        labels: { confirm: t`Continue`, cancel: t`Cancel` },
        onConfirm: () => {
          void performLogout(queryClient).then(onLoggedOut);
        },
      }),
    );
}
