import { t } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenModalsReady } from './modals-ready';

/** The texts are the caller's, in the active language; the buttons default to Yes and Cancel in it. */
interface TConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive actions get a red confirm button. */
  danger?: boolean;
}

/** Asks before an action; resolves true on confirm, false on cancel or close. Needs the ModalsProvider (or its host). */
export async function confirmAction({
  title,
  message,
  confirmLabel = t`Yes`,
  cancelLabel = t`Cancel`,
  danger = false,
}: TConfirmOptions): Promise<boolean> {
  await whenModalsReady();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
