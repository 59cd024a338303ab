import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { specText } from '../i18n/spec-text';
import { confirmAction } from '../lib/confirm';
import { notifySuccess } from '../lib/notify';
import { notifyApiError } from '../lib/notify-api-error';

/**
 * Revoke for one credential of a list (a SCIM token, an LRS client): asks first with the caller's title and message,
 * then runs the revoke mutation and shows the server's message. Its accessible name names the credential.
 */
export function RevokeButton({
  id,
  name,
  title,
  message,
  revoke,
}: {
  id: string;
  name: string;
  title: string;
  message: string;
  revoke: UseMutationResult<{ message: string }, unknown, string>;
}) {
  const { t } = useLingui();
  const confirmRevoke = async () => {
    const ok = await confirmAction({ title, message, confirmLabel: t`Revoke`, danger: true });
    if (!ok) return;
    revoke.mutate(id, {
      onSuccess: (answer) => notifySuccess(specText(answer.message)),
      onError: (error) => notifyApiError(error),
    });
  };
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconBan size={14} aria-hidden />}
      loading={revoke.isPending}
      onClick={() => void confirmRevoke()}
      aria-label={t`Revoke ${name}`}
    >
      <Trans>Revoke</Trans>
    </Button>
  );
}
