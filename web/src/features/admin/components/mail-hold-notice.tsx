import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailPause } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@skillway/shared';
import { api, isApiError } from '../../../api';
import { specText } from '../../../i18n/spec-text';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { profileKeys } from '../../profile/api/query-keys';
import { useProfile } from '../../profile/api/queries';

/**
 * While a self-registered company's mail waits for its administrator's verified address, the admin screens that send
 * mail say so: the welcome emails they send look sent but are held. Resend Verification Email sends the link again to
 * the registering address (a lost or expired first one). Nothing shows otherwise (or before the profile has loaded).
 */
export function MailHoldNotice() {
  const company = useProfile().data?.company;
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => api('auth.resendVerification'),
    onSuccess: (answer) => notifySuccess(specText(answer.message)),
    onError: (error) => {
      // Verified meanwhile (another tab, the link): the profile says so and the notice goes.
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: profileKeys.me() });
      notifyApiError(error);
    },
  });
  if (!company?.mail_held) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={specText(MSG.MAIL_HELD_TITLE)}
      icon={<IconMailPause size={20} aria-hidden />}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{specText(MSG.MAIL_HELD)}</Text>
        <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          {specText(MSG.MAIL_HELD_RESEND)}
        </Button>
      </Stack>
    </Alert>
  );
}
