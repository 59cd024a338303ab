import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput, Typography } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { safeDescriptionHtml } from '../../courses/lib/safe-description';

interface TAgreementDialogProps {
  opened: boolean;
  statement: string;
  /** Which button is being submitted, to show its spinner. */
  pending: 'agree' | 'disagree' | null;
  onAnswer: (agree: boolean, signedName: string) => void;
  onClose: () => void;
}

/**
 * The agreement statement after a passed test: the learner types their name, then Agree or Disagree (both only
 * once a name is typed). Either answer is recorded with the name; closing the dialog submits nothing.
 */
export function AgreementDialog({ opened, statement, pending, onAnswer, onClose }: TAgreementDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const signed = name.trim();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Agreement Statement`}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t`Close Agreement Statement` }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Typography fz="sm">
          <div dangerouslySetInnerHTML={{ __html: safeDescriptionHtml(statement) }} />
        </Typography>
        <TextInput
          label={t`Your full name`}
          description={t`Type your name to sign the statement.`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={191}
          autoComplete="name"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!signed || pending !== null}
            loading={pending === 'disagree'}
            onClick={() => onAnswer(false, signed)}
          >
            <Trans>Disagree</Trans>
          </Button>
          <Button
            disabled={!signed || pending !== null}
            loading={pending === 'agree'}
            onClick={() => onAnswer(true, signed)}
          >
            <Trans>Agree</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
