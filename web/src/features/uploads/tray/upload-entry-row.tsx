import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { UPLOAD_KINDS } from '@skillway/shared';
import { confirmAction } from '../../../lib/confirm';
import { getUploadsStore, type TUploadEntry } from './uploads-store';
import { percentOf, statusLine } from './upload-status';

const RUNNING = new Set(['uploading', 'paused', 'needs-file']);

async function confirmCancel(entry: TUploadEntry): Promise<void> {
  const name = entry.name;
  const ok = await confirmAction({
    title: t`Cancel upload`,
    message: t`Stop uploading ${name}? The parts sent so far are deleted and it cannot be resumed.`,
    confirmLabel: t`Cancel upload`,
    cancelLabel: t`Keep uploading`,
    danger: true,
  });
  if (ok) await getUploadsStore().cancel(entry.id);
}

/** After a reload: the file chooser that resumes, refusing another file with the reason. */
function ChooseAgain({ entry }: { entry: TUploadEntry }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = entry.name;
  const accept = UPLOAD_KINDS[entry.kind].extensions.map((ext) => `.${ext}`).join(',');
  return (
    <>
      <FileButton accept={accept} onChange={(file) => file && setRefusal(getUploadsStore().resumeWith(entry.id, file))}>
        {(props) => (
          <Button size="compact-xs" variant="light" {...props}>
            <Trans>Choose {name} again to resume</Trans>
          </Button>
        )}
      </FileButton>
      {refusal && (
        <Text size="xs" c="red.8" role="alert" w="100%">
          {refusal}
        </Text>
      )}
    </>
  );
}

/** One upload in the tray: its name, progress bar, where it is, and what can be done with it. */
export function UploadEntryRow({ entry }: { entry: TUploadEntry }) {
  const { t } = useLingui();
  const store = getUploadsStore();
  const name = entry.name;
  const failed = entry.status === 'failed' || entry.status === 'save-failed';
  const finished = entry.status === 'added' || entry.status === 'uploaded' || (failed && !entry.retryable);
  return (
    <Stack gap={4} component="li">
      <Text size="sm" fw={500} truncate="end">
        {entry.name}
      </Text>
      <Progress
        value={percentOf(entry)}
        aria-label={entry.name}
        color={failed ? 'red' : entry.status === 'added' ? 'green' : undefined}
        animated={entry.status === 'uploading'}
      />
      <Text size="xs" c={failed ? 'red.8' : 'dimmed'} role={failed ? 'alert' : undefined}>
        {statusLine(entry)}
      </Text>
      <Group gap="xs">
        {entry.status === 'uploading' && (
          <Button
            size="compact-xs"
            variant="default"
            aria-label={t`Pause ${name}`}
            onClick={() => store.pause(entry.id)}
          >
            <Trans>Pause</Trans>
          </Button>
        )}
        {entry.status === 'paused' && (
          <Button
            size="compact-xs"
            variant="default"
            aria-label={t`Resume ${name}`}
            onClick={() => store.resume(entry.id)}
          >
            <Trans>Resume</Trans>
          </Button>
        )}
        {entry.status === 'needs-file' && <ChooseAgain entry={entry} />}
        {failed && entry.retryable && (
          <Button size="compact-xs" variant="light" aria-label={t`Retry ${name}`} onClick={() => store.retry(entry.id)}>
            <Trans>Retry</Trans>
          </Button>
        )}
        {(RUNNING.has(entry.status) || (entry.status === 'failed' && entry.retryable)) && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={t`Cancel ${name}`}
            onClick={() => void confirmCancel(entry)}
          >
            <Trans>Cancel</Trans>
          </Button>
        )}
        {(finished || entry.status === 'save-failed') && (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={t`Dismiss ${name}`}
            onClick={() => store.dismiss(entry.id)}
          >
            <Trans>Dismiss</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
