import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@skillway/shared';
import { whenModalsReady } from '../../../lib/modals-ready';
import { performLogout } from '../api/mutations';

/**
 * Asks 'Are you sure you want to log out?' (Continue / Cancel). Continue revokes the token, clears the session
 * and then calls `onLoggedOut` (the caller navigates; the header that opened the dialog is gone by then).
 */
export function useConfirmLogout(onLoggedOut: () => void) {
  const queryClient = useQueryClient();
  return () =>
    void whenModalsReady().then(() =>
      modals.openConfirmModal({
        title: 'Log out',
        children: <Text size="sm">{MSG.LOGOUT_CONFIRM}</Text>,
        labels: { confirm: 'Continue', cancel: 'Cancel' },
        onConfirm: () => {
          void performLogout(queryClient).then(onLoggedOut);
        },
      }),
    );
}
