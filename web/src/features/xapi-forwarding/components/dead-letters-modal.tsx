import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { XAPI_FORWARDING_LIMITS } from '@skillway/shared';
import type { TXapiForwardDeadLetter, TXapiForwardTarget } from '@skillway/shared/schemas/xapi-forwarding';
import { DataTable, type TColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDeadLetterAction } from '../api/mutations';
import { useDeadLetters } from '../api/queries';

/** A target's dead letters: statements whose delivery failed after every retry, each retried or discarded. */
export function DeadLettersModal({ target, onClose }: { target: TXapiForwardTarget | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = target?.name ?? '';
  return (
    <Modal opened={target !== null} onClose={onClose} title={t`Dead letters of ${name}`} centered size="xl">
      {target && <DeadLetters target={target} />}
    </Modal>
  );
}

function StatementCell({ letter }: { letter: TXapiForwardDeadLetter }) {
  return (
    <Stack gap={2} align="flex-start">
      <Code style={{ overflowWrap: 'anywhere' }}>{letter.statement_id}</Code>
      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
        {letter.verb}
      </Text>
      {letter.object && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {letter.object}
        </Text>
      )}
    </Stack>
  );
}

function DeadLetters({ target }: { target: TXapiForwardTarget }) {
  const { t } = useLingui();
  const letters = useDeadLetters(target.id);
  const retry = useDeadLetterAction('retry');
  const discard = useDeadLetterAction('discard');
  const rows = letters.data?.pages.flatMap((page) => page.data) ?? [];
  const busy = retry.isPending || discard.isPending;
  const done = {
    onSuccess: (answer: { message: string }) => notifySuccess(specText(answer.message)),
    onError: (error: unknown) => notifyApiError(error),
  };
  const max = XAPI_FORWARDING_LIMITS.deadLetterActionMax;

  const discardAll = async () => {
    const ok = await confirmAction({
      title: t`Discard dead letters`,
      message: t`Discard up to ${max} dead letters? They are not sent to this LRS again; the statements stay in your LRS.`,
      confirmLabel: t`Discard`,
      danger: true,
    });
    if (ok) discard.mutate({ targetId: target.id }, done);
  };

  const columns: readonly TColumn<TXapiForwardDeadLetter>[] = [
    { key: 'statement', header: t`Statement`, cell: (letter) => <StatementCell letter={letter} />, width: 300 },
    { key: 'stored', header: t`Stored`, cell: (letter) => formatDateTime(letter.stored) },
    { key: 'attempts', header: t`Attempts`, cell: (letter) => letter.attempts, width: 90 },
    {
      key: 'error',
      header: t`Error`,
      cell: (letter) => (
        <Stack gap={2}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {letter.error}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(letter.failed_at)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t`Actions`,
      width: 190,
      cell: (letter) => (
        <Group gap={4} wrap="wrap">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconRefresh size={14} aria-hidden />}
            disabled={busy}
            onClick={() => retry.mutate({ targetId: target.id, ids: [letter.id] }, done)}
            aria-label={t`Retry statement ${letter.statement_id}`}
          >
            <Trans>Retry</Trans>
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            disabled={busy}
            onClick={() => discard.mutate({ targetId: target.id, ids: [letter.id] }, done)}
            aria-label={t`Discard statement ${letter.statement_id}`}
          >
            <Trans>Discard</Trans>
          </Button>
        </Group>
      ),
    },
  ];

  if (letters.isError) return <LoadError title={t`The dead letters could not be loaded`} onRetry={letters.refetch} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <Trans>
          These statements could not be delivered after every retry, or the external LRS refused them. Retry them once
          the LRS works again: they are sent in the next minute.
        </Trans>
      </Text>
      {rows.length > 0 && (
        <Group gap="sm">
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={retry.isPending}
            disabled={busy}
            onClick={() => retry.mutate({ targetId: target.id }, done)}
          >
            <Trans>Retry all</Trans>
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={discard.isPending}
            disabled={busy}
            onClick={() => void discardAll()}
          >
            <Trans>Discard all</Trans>
          </Button>
        </Group>
      )}
      <DataTable
        caption={t`Dead letters`}
        columns={columns}
        rows={rows}
        rowId={(letter) => letter.id}
        loading={letters.isPending}
        empty={t`No dead letters: everything sent was delivered or is still being retried.`}
        minWidth={860}
      />
      {letters.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={letters.isFetchingNextPage} onClick={() => void letters.fetchNextPage()}>
            <Trans>Show more</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
