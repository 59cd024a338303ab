import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowForwardUp, IconPlus } from '@tabler/icons-react';
import { MSG, XAPI_FORWARDING_LIMITS } from '@skillway/shared';
import type { TXapiForwardTarget } from '@skillway/shared/schemas/xapi-forwarding';
import { specText } from '../../../i18n/spec-text';
import { useForwardTargets } from '../api/queries';
import { DeadLettersModal } from './dead-letters-modal';
import { TargetModal } from './target-modal';
import { TargetsTable } from './targets-table';

/**
 * Forwarding (Admin › Integrations › xAPI, issue 35): the external LRSs the company's statements are copied to, with
 * where each one's delivery stands, add and edit (name, endpoint, key, secret, filter, on or off), delete, and each
 * one's dead letters to retry or discard. docs/elearning-standards.md "Forwarding".
 */
export function ForwardingSection() {
  const { t } = useLingui();
  const targets = useForwardTargets();
  const [editing, setEditing] = useState<TXapiForwardTarget | 'new' | null>(null);
  const [letters, setLetters] = useState<TXapiForwardTarget | null>(null);
  const heading = useId();
  const list = targets.data?.data ?? [];
  const max = XAPI_FORWARDING_LIMITS.targetsPerCompany;
  const full = list.length >= max;
  const add = () => setEditing('new');
  // The dead-letter dialog shows the target as the list has it now (its counts move as letters are retried).
  const lettersOf = letters ? (list.find((target) => target.id === letters.id) ?? letters) : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={heading}>
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg" id={heading}>
          <Trans>Forwarding</Trans>
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={full || !targets.isSuccess}>
          <Trans>Add external LRS</Trans>
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {full
          ? t`A company may forward to at most ${max} external LRSs: delete one to add another.`
          : t`Copy the statements your LRS stores to other learning record stores, such as an analytics LRS. They are sent within seconds, in the order they were stored; a delivery that fails is retried for about an hour, then listed as a dead letter.`}
      </Text>
      {targets.isError ? (
        <LoadFailed onRetry={() => void targets.refetch()} />
      ) : targets.isSuccess && list.length === 0 ? (
        <NoTargets onAdd={add} />
      ) : (
        <TargetsTable
          targets={list}
          loading={targets.isPending}
          onEdit={(target) => setEditing(target)}
          onDeadLetters={setLetters}
        />
      )}
      <TargetModal
        opened={editing !== null}
        target={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <DeadLettersModal target={lettersOf} onClose={() => setLetters(null)} />
    </Stack>
  );
}

function NoTargets({ onAdd }: { onAdd: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconArrowForwardUp size={26} aria-hidden />
        </ThemeIcon>
        <Title order={3} fz="lg">
          <Trans>No external LRS yet</Trans>
        </Title>
        <Text c="dimmed" size="sm" maw={480}>
          <Trans>Add one to send your learning records to another LRS as they are stored.</Trans>
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          <Trans>Add external LRS</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The list could not be loaded: LoadError's message, with its Try again named for this section, so it is told apart
 * from the page's other Try again (the LRS clients' list above it).
 */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={t`The forwarding settings could not be loaded`}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{specText(MSG.GENERIC_ERROR)}</Text>
        <Button size="xs" variant="default" onClick={onRetry} aria-label={t`Try again to load the forwarding settings`}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
