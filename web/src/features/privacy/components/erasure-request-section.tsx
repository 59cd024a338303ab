import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { TPrivacyRequest } from '@skillway/shared';
import { LoadError } from '../../../components/load-error';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useMyErasureRequests, useRequestErasure } from '../api/erasure-request-api';

const STATUS: Record<TPrivacyRequest['status'], MessageDescriptor> = {
  pending: msg`Waiting for a decision`,
  approved: msg`Approved`,
  declined: msg`Declined`,
  completed: msg`Erased`,
};

/**
 * Ask to be erased (My Profile, learners and managers): the request goes to the company's administrator, who approves
 * (the account is erased) or declines it; the caller's own requests are listed with their status.
 */
export function ErasureRequestSection() {
  const { t } = useLingui();
  const requests = useMyErasureRequests();
  const ask = useRequestErasure();
  const [reason, setReason] = useState('');
  const pending = requests.data?.some((request) => request.status === 'pending') ?? false;
  const submit = async () => {
    const confirmed = await confirmAction({
      title: t`Ask to be erased?`,
      message: t`Your administrator will be asked to erase your account. If they approve, your name and email are replaced by a pseudonym, you can no longer sign in, and your personal data is removed (your employer may keep your training records where the law requires it).`,
      confirmLabel: t`Send request`,
      danger: true,
    });
    if (!confirmed) return;
    ask.mutate(reason.trim(), {
      onSuccess: (answer) => {
        notifySuccess(specText(answer.message ?? ''));
        setReason('');
      },
      onError: (error) => notifyApiError(error),
    });
  };
  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        <Trans>Erase my account</Trans>
      </Title>
      <Text size="sm" maw={720}>
        <Trans>
          You can ask your administrator to erase your account and the personal data held about you. You can download a
          copy of your data first.
        </Trans>
      </Text>
      {requests.isPending && <Loader size="sm" role="img" aria-label={t`Loading erasure requests`} />}
      {requests.isError && <LoadError onRetry={requests.refetch} />}
      {pending ? (
        <Alert color="orange">
          <Trans>Your request is waiting for your administrator's decision.</Trans>
        </Alert>
      ) : (
        <>
          <Textarea
            label={t`Reason (optional)`}
            maw={720}
            autosize
            minRows={2}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Button w="fit-content" color="red" variant="outline" loading={ask.isPending} onClick={() => void submit()}>
            <Trans>Ask to be erased</Trans>
          </Button>
        </>
      )}
      {requests.data?.map((request) => {
        const askedAt = formatDateTime(request.requested_at);
        return (
          <Group key={request.id} gap="sm">
            <Text size="sm">
              <Trans>Asked {askedAt}</Trans>
            </Text>
            <Badge variant="light" color={request.status === 'declined' ? 'gray' : 'orange'}>
              {t(STATUS[request.status])}
            </Badge>
            {request.decision_note && <Text size="sm">{request.decision_note}</Text>}
          </Group>
        );
      })}
    </Stack>
  );
}
