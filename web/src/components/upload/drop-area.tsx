import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps } from '@mantine/dropzone';
import '@mantine/dropzone/styles.layer.css';
import { IconUpload, IconX, type Icon } from '@tabler/icons-react';

type TDropAreaProps = Pick<DropzoneProps, 'onDrop' | 'onReject' | 'accept' | 'maxSize' | 'disabled'> & {
  /** Accessible name of the drop area (it is a button: Enter or Space opens the file chooser). */
  label: string;
  /** The line inviting a drop ("Drop a file here or click to choose one"). */
  prompt: string;
  /** What is accepted, under the prompt. */
  hint?: string;
  /** Shown while nothing is dragged over; a dragged file shows an upload arrow, or a cross when refused. */
  idleIcon?: Icon;
};

/** The app's one drop zone: one file, dropped or chosen, with the accept / refuse / idle icons and its wording. */
export function DropArea({ label, prompt, hint, idleIcon: IdleIcon = IconUpload, ...dropzone }: TDropAreaProps) {
  const { t } = useLingui();
  // The hidden file input's own name (react-dropzone's default is an English "file upload"); not the area's label,
  // so a search by that label finds the area alone.
  const inputProps = { 'aria-label': t`Choose a file` };
  return (
    <Dropzone {...dropzone} multiple={false} maxFiles={1} loading={false} aria-label={label} inputProps={inputProps}>
      <Group justify="center" gap="md" mih={88} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={34} aria-hidden color="var(--mantine-color-indigo-6)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={34} aria-hidden color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IdleIcon size={34} aria-hidden color="var(--mantine-color-gray-6)" />
        </Dropzone.Idle>
        <div>
          <Text size="sm" fw={500}>
            {prompt}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
      </Group>
    </Dropzone>
  );
}
