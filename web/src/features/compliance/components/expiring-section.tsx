import { useId, useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import {
  COMPLIANCE_MESSAGES,
  EXPIRING_WITHIN_DAYS,
  type TExpiringCertificate,
  type TExpiringWithin,
} from '@skillway/shared';
import { DataTable, type TColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { formatShortDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useRemindRenewal } from '../api/mutations';
import { useExpiringCertificates } from '../api/queries';

const WITHIN_OPTIONS = EXPIRING_WITHIN_DAYS.map((days) => ({ value: String(days), label: `${days} days` }));

const columns: readonly TColumn<TExpiringCertificate>[] = [
  {
    key: 'learner',
    header: 'Learner',
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
    header: 'Course',
    cell: (row) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.course_name}
      </Text>
    ),
  },
  { key: 'expires_on', header: 'Expiry Date', cell: (row) => formatShortDate(row.expires_on) },
  { key: 'days', header: 'Days Left', cell: (row) => row.days },
  { key: 'renewal', header: 'Renewal Started', cell: (row) => (row.renewal_started ? 'Yes' : 'No') },
];

const learnerOf = (row: TExpiringCertificate) => `${row.first_name} ${row.last_name}: ${row.course_name}`;

/**
 * "Expiring in the next 30 / 60 / 90 days": the certificates that run out soon, soonest first, with when each
 * expires and whether its renewal has begun; tick learners (or all) and Remind them, once a learner and course a day.
 */
export function ExpiringSection() {
  const headingId = useId();
  const reasonId = useId();
  const [within, setWithin] = useState<TExpiringWithin>(EXPIRING_WITHIN_DAYS[0]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const expiring = useExpiringCertificates(within);
  const remind = useRemindRenewal();
  const rows = expiring.data ?? [];

  const changeWithin = (value: string) => {
    setWithin(Number(value) as TExpiringWithin);
    // Another list: nothing ticked on it yet.
    setSelected(new Set());
  };

  const send = () =>
    remind.mutate([...selected], {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        setSelected(new Set());
      },
      onError: (error) => notifyApiError(error),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
          <Title order={2} fz="lg" id={headingId}>
            Expiring in the next {within} days
          </Title>
          <SegmentedControl
            aria-label="Expiring in the next"
            data={WITHIN_OPTIONS}
            value={String(within)}
            onChange={changeWithin}
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
            Remind
          </Button>
          <Text size="sm" c="dimmed" id={reasonId} aria-live="polite">
            {selected.size === 0 ? COMPLIANCE_MESSAGES.NOTHING_TO_REMIND : `${selected.size} selected`}
          </Text>
        </Group>
        {expiring.isError && <LoadError onRetry={expiring.refetch} />}
        <DataTable
          caption={`Certificates expiring in the next ${within} days`}
          columns={columns}
          rows={rows}
          rowId={(row) => row.id}
          rowLabel={learnerOf}
          loading={expiring.isFetching}
          empty={
            expiring.isError
              ? 'Nothing to show until the list loads.'
              : `No certificates expire in the next ${within} days.`
          }
          selection={{ selected, onChange: setSelected }}
          minWidth={760}
        />
      </Stack>
    </Paper>
  );
}
