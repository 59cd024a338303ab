import { useId, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import {
  COMPLIANCE_MESSAGES,
  EXPIRING_WITHIN_DAYS,
  type TExpiringCertificate,
  type TExpiringWithin,
} from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { specText } from '../../../i18n/spec-text';
import { formatShortDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useRemindRenewal } from '../api/mutations';
import { useExpiringCertificates } from '../api/queries';

/** The list's columns, in the active language. */
function useExpiringColumns(): readonly TColumn<TExpiringCertificate>[] {
  const { t } = useLingui();
  return useMemo<readonly TColumn<TExpiringCertificate>[]>(
    () => [
      {
        key: 'learner',
        header: t`Learner`,
        cell: (row) => (
          <Stack gap={0} miw={140}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.first_name} {row.last_name}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.email}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'course',
        header: t`Course`,
        cell: (row) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.course_name}
          </Text>
        ),
      },
      { key: 'expires_on', header: t`Expiry Date`, cell: (row) => formatShortDate(row.expires_on) },
      { key: 'days', header: t`Days Left`, cell: (row) => row.days },
      { key: 'renewal', header: t`Renewal Started`, cell: (row) => (row.renewal_started ? t`Yes` : t`No`) },
    ],
    [t],
  );
}

const learnerOf = (row: TExpiringCertificate) => `${row.first_name} ${row.last_name}: ${row.course_name}`;

/**
 * "Expiring in the next 30 / 60 / 90 days": the certificates that run out soon, soonest first, with when each
 * expires and whether its renewal has begun; tick learners (or all) and Remind them, once a learner and course a day.
 */
export function ExpiringSection() {
  const { t } = useLingui();
  const headingId = useId();
  const reasonId = useId();
  const [within, setWithin] = useState<TExpiringWithin>(EXPIRING_WITHIN_DAYS[0]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const expiring = useExpiringCertificates(within);
  const remind = useRemindRenewal();
  const rows = expiring.data ?? [];
  const columns = useExpiringColumns();
  const withinOptions = useMemo(
    () => EXPIRING_WITHIN_DAYS.map((days) => ({ value: String(days), label: t`${days} days` })),
    [t],
  );
  const ticked = selected.size;
  // Side by side from `sm` up; one under the other across a phone, where three longer labels (another language) would
  // not fit side by side. Known at the first render, so a wide screen never draws it stacked first.
  const orientation = useMatches<'horizontal' | 'vertical'>(
    { base: 'vertical', sm: 'horizontal' },
    { getInitialValueInEffect: false },
  );

  const changeWithin = (value: string) => {
    setWithin(Number(value) as TExpiringWithin);
    // Another list: nothing ticked on it yet.
    setSelected(new Set());
  };

  const send = () =>
    remind.mutate([...selected], {
      onSuccess: (answer) => {
        notifySuccess(specText(answer.message));
        setSelected(new Set());
      },
      onError: (error) => notifyApiError(error),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
          <Title order={2} fz="lg" id={headingId}>
            <Trans>Expiring in the next {within} days</Trans>
          </Title>
          <SegmentedControl
            aria-label={t`Expiring in the next`}
            data={withinOptions}
            value={String(within)}
            onChange={changeWithin}
            orientation={orientation}
            fullWidth={orientation === 'vertical'}
            w={{ base: '100%', sm: 'auto' }}
          />
        </Group>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconBellRinging size={16} aria-hidden />}
            disabled={selected.size === 0}
            loading={remind.isPending}
            onClick={send}
            aria-describedby={reasonId}
          >
            <Trans>Remind</Trans>
          </Button>
          <Text size="sm" c="dimmed" id={reasonId} aria-live="polite">
            {ticked === 0 ? specText(COMPLIANCE_MESSAGES.NOTHING_TO_REMIND) : t`${ticked} selected`}
          </Text>
        </Group>
        {expiring.isError && <LoadError onRetry={expiring.refetch} />}
        <DataTable
          caption={t`Certificates expiring in the next ${within} days`}
          columns={columns}
          rows={rows}
          rowId={(row) => row.id}
          rowLabel={learnerOf}
          loading={expiring.isFetching}
          empty={
            expiring.isError
              ? t`Nothing to show until the list loads.`
              : t`No certificates expire in the next ${within} days.`
          }
          selection={{ selected, onChange: setSelected }}
          minWidth={760}
        />
      </Stack>
    </Paper>
  );
}
