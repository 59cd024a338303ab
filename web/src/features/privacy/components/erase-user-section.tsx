import { Alert, Button, Center, Group, List, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ERASURE_CONFIRM_WORD } from '@skillway/shared';
import { LoadError } from '../../../components/load-error';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useEraseUser, usePrivacySettings } from '../api/erasure-request-api';

/** What the dialog says erasure does, given whether the company keeps training records as a legal obligation. */
function erasureEffects(keepsRecords: boolean): { removed: string[]; kept: string[] } {
  return {
    removed: [
      'Their name and email are replaced by a pseudonym ("Erased user …"); they can no longer sign in.',
      'Their profile picture, uploaded files, sign-in account and every session are deleted.',
      'Their notifications, test answers, e-learning package data and learning record store (xAPI) data are deleted.',
      ...(keepsRecords
        ? []
        : ['Their enrolments, progress, test results, certificates and external training records are deleted.']),
    ],
    kept: [
      ...(keepsRecords
        ? [
            'Their completions, test scores, certificates and external training records are kept under the pseudonym, because this company keeps training records as a legal obligation (Company Settings › Privacy). Certificate PDFs are made again with the pseudonym.',
          ]
        : []),
      'The audit log keeps its events, with the pseudonym in place of their name.',
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
        notifySuccess(answer.message);
        close();
      },
      onError: (error) => notifyApiError(error),
    });

  return (
    <Stack gap="sm">
      <Title order={2} fz={20}>
        Erase personal data
      </Title>
      <Text size="sm" maw={720}>
        Erasing anonymises {name}: their personal data is removed or replaced by a pseudonym, for good. Use it when the
        law requires the company to erase their data (a request to be erased, or data no longer needed).
      </Text>
      {erased ? (
        <Alert color="gray">This user has been erased.</Alert>
      ) : (
        <Button w="fit-content" color="red" variant="outline" onClick={() => setOpen(true)}>
          Erase user
        </Button>
      )}
      <Modal opened={open} onClose={close} title={`Erase ${name}?`} size="lg">
        <Stack gap="md">
          <Text size="sm" fw={600}>
            This cannot be undone.
          </Text>
          {effects ? (
            <>
              <EffectList title="What is removed" lines={effects.removed} />
              <EffectList title="What is kept" lines={effects.kept} />
            </>
          ) : settings.isError ? (
            <LoadError onRetry={settings.refetch} />
          ) : (
            <Center py="sm">
              <Loader role="img" aria-label="Loading what erasure keeps" size="sm" />
            </Center>
          )}
          <TextInput
            label={`Type ${ERASURE_CONFIRM_WORD} to confirm`}
            value={word}
            onChange={(event) => setWord(event.currentTarget.value)}
            autoComplete="off"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              disabled={word !== ERASURE_CONFIRM_WORD || !effects}
              loading={erase.isPending}
              onClick={confirm}
            >
              Erase
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
