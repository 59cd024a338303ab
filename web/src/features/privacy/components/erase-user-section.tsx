import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Group, List, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ERASURE_CONFIRM_WORD } from '@skillway/shared';
import { LoadError } from '../../../components/load-error';
import { specText } from '../../../i18n/spec-text';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useEraseUser, usePrivacySettings } from '../api/erasure-request-api';

/** What the dialog says erasure does, given whether the company keeps training records as a legal obligation. */
function erasureEffects(keepsRecords: boolean): { removed: string[]; kept: string[] } {
  return {
    removed: [
      t`Their name and email are replaced by a pseudonym ("Erased user …"); they can no longer sign in.`,
      t`Their profile picture, uploaded files, sign-in account and every session are deleted.`,
      t`Their notifications, test answers, e-learning package data and learning record store (xAPI) data are deleted.`,
      ...(keepsRecords
        ? []
        : [t`Their enrolments, progress, test results, certificates and external training records are deleted.`]),
    ],
    kept: [
      ...(keepsRecords
        ? [
            t`Their completions, test scores, certificates and external training records are kept under the pseudonym, because this company keeps training records as a legal obligation (Company Settings › Privacy). Certificate PDFs are made again with the pseudonym.`,
          ]
        : []),
      t`The audit log keeps its events, with the pseudonym in place of their name.`,
    ],
  };
}

function EffectList({ title, lines }: { title: string; lines: string[] }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={4}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * Erase (anonymise) a user, from the user's page: a dialog states what is removed and what is kept, and asks for the
 * confirmation word before the Erase button works. The company's administrator and oneself cannot be erased (the
 * server refuses; the button shows its message).
 */
export function EraseUserSection({ userId, name, erased }: { userId: string; name: string; erased?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const settings = usePrivacySettings(open);
  const erase = useEraseUser(userId);
  // What is kept depends on the company's rule: the dialog says nothing until it knows it.
  const effects = settings.data ? erasureEffects(settings.data.legal_records === 1) : undefined;
  const close = () => {
    setOpen(false);
    setWord('');
  };
  const confirm = () =>
    erase.mutate(word, {
      onSuccess: (answer) => {
        notifySuccess(specText(answer.message));
        close();
      },
      onError: (error) => notifyApiError(error),
    });

  const confirmWord = ERASURE_CONFIRM_WORD;
  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        <Trans>Erase personal data</Trans>
      </Title>
      <Text size="sm" maw={720}>
        <Trans>
          Erasing anonymises {name}: their personal data is removed or replaced by a pseudonym, for good. Use it when
          the law requires the company to erase their data (a request to be erased, or data no longer needed).
        </Trans>
      </Text>
      {erased ? (
        <Alert color="gray">
          <Trans>This user has been erased.</Trans>
        </Alert>
      ) : (
        <Button w="fit-content" color="red" variant="outline" onClick={() => setOpen(true)}>
          <Trans>Erase user</Trans>
        </Button>
      )}
      <Modal opened={open} onClose={close} title={t`Erase ${name}?`} size="lg">
        <Stack gap="md">
          <Text size="sm" fw={600}>
            <Trans>This cannot be undone.</Trans>
          </Text>
          {effects ? (
            <>
              <EffectList title={t`What is removed`} lines={effects.removed} />
              <EffectList title={t`What is kept`} lines={effects.kept} />
            </>
          ) : settings.isError ? (
            <LoadError onRetry={settings.refetch} />
          ) : (
            <Center py="sm">
              <Loader role="img" aria-label={t`Loading what erasure keeps`} size="sm" />
            </Center>
          )}
          <TextInput
            label={t`Type ${confirmWord} to confirm`}
            value={word}
            onChange={(event) => setWord(event.currentTarget.value)}
            autoComplete="off"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red"
              disabled={word !== ERASURE_CONFIRM_WORD || !effects}
              loading={erase.isPending}
              onClick={confirm}
            >
              <Trans>Erase</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
