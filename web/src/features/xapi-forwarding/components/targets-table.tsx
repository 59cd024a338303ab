import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconInbox, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TXapiForwardTarget } from '@skillway/shared/schemas/xapi-forwarding';
import { DataTable, type TColumn } from '../../../components/data-table';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { formatDateTime } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDeleteForwardTarget } from '../api/mutations';

/** A count the server stops at its cap: "1,000+" past it. */
function countText(count: number, more: boolean): string {
  return more ? `${formatNumber(count)}+` : formatNumber(count);
}

function NameCell({ target }: { target: TXapiForwardTarget }) {
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={500}>
        {target.name}
      </Text>
      <Code style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{target.endpoint}</Code>
    </Stack>
  );
}

function FilterCell({ target }: { target: TXapiForwardTarget }) {
  const { t } = useLingui();
  const verbs = target.filter.verbs.length;
  const prefixes = target.filter.activity_prefixes.length;
  if (verbs === 0 && prefixes === 0) return <>{t`All statements`}</>;
  return (
    <Stack gap={2}>
      {verbs > 0 && <span>{t`${plural(verbs, { one: '# verb', other: '# verbs' })}`}</span>}
      {prefixes > 0 && (
        <span>{t`${plural(prefixes, { one: '# activity prefix', other: '# activity prefixes' })}`}</span>
      )}
    </Stack>
  );
}

function StatusCell({ target }: { target: TXapiForwardTarget }) {
  const { t } = useLingui();
  const { status } = target;
  const failing = status.failures > 0;
  const failures = status.failures;
  return (
    <Stack gap={4} align="flex-start">
      {!target.enabled ? (
        <Badge color="gray" variant="light">
          <Trans>Off</Trans>
        </Badge>
      ) : failing ? (
        <Badge color="orange" variant="light">
          <Trans>Retrying</Trans>
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          <Trans>On</Trans>
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {status.last_delivered_at
          ? t`Last delivered ${formatDateTime(status.last_delivered_at)}`
          : t`Nothing delivered yet`}
      </Text>
      {failing && status.retry_at && (
        <Text size="xs">
          {t`${plural(failures, { one: 'Failed once', other: 'Failed # times in a row' })}; next attempt ${formatDateTime(status.retry_at)}`}
        </Text>
      )}
      {status.last_error && (
        <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {t`Last error: ${status.last_error}`}
        </Text>
      )}
    </Stack>
  );
}

function Actions({
  target,
  onEdit,
  onDeadLetters,
}: {
  target: TXapiForwardTarget;
  onEdit: (target: TXapiForwardTarget) => void;
  onDeadLetters: (target: TXapiForwardTarget) => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteForwardTarget();
  const name = target.name;
  const confirmDelete = async () => {
    const ok = await confirmAction({
      title: t`Delete external LRS`,
      message: t`Delete ${name}? Statements waiting to be sent to it and its dead letters are deleted too; the statements stay in your LRS.`,
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(target.id, {
      onSuccess: (answer) => notifySuccess(specText(answer.message)),
      onError: (error) => notifyApiError(error),
    });
  };
  return (
    <Group gap={4} wrap="wrap">
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconInbox size={14} aria-hidden />}
        onClick={() => onDeadLetters(target)}
        aria-label={t`Dead letters of ${name}`}
      >
        <Trans>Dead letters</Trans>
      </Button>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => onEdit(target)}
        aria-label={t`Edit ${name}`}
      >
        <Trans>Edit</Trans>
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        loading={remove.isPending}
        onClick={() => void confirmDelete()}
        aria-label={t`Delete ${name}`}
      >
        <Trans>Delete</Trans>
      </Button>
    </Group>
  );
}

/** The company's external LRSs with where each one's delivery stands; Delete asks first. */
export function TargetsTable({
  targets,
  loading,
  onEdit,
  onDeadLetters,
}: {
  targets: readonly TXapiForwardTarget[];
  loading: boolean;
  onEdit: (target: TXapiForwardTarget) => void;
  onDeadLetters: (target: TXapiForwardTarget) => void;
}) {
  const { t } = useLingui();
  const columns: readonly TColumn<TXapiForwardTarget>[] = [
    { key: 'name', header: t`Name and endpoint`, cell: (target) => <NameCell target={target} />, width: 260 },
    { key: 'filter', header: t`Statements`, cell: (target) => <FilterCell target={target} /> },
    { key: 'status', header: t`Status`, cell: (target) => <StatusCell target={target} />, width: 260 },
    {
      key: 'pending',
      header: t`Waiting`,
      cell: (target) => countText(target.status.pending, target.status.pending_more),
    },
    {
      key: 'dead_letters',
      header: t`Dead letters`,
      cell: (target) => countText(target.status.dead_letters, target.status.dead_letters_more),
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (target) => <Actions target={target} onEdit={onEdit} onDeadLetters={onDeadLetters} />,
      width: 200,
    },
  ];
  return (
    <DataTable
      caption={t`External LRSs`}
      columns={columns}
      rows={targets}
      rowId={(target) => target.id}
      loading={loading}
      empty={t`No external LRS yet`}
      minWidth={960}
    />
  );
}
