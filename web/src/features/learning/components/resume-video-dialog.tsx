import { Button, Group, Modal, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LEARNER_TEXT } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { useReturnFocus } from '../../../components/use-return-focus';

interface TResumeVideoDialogProps {
  opened: boolean;
  /** Yes (carry on from the saved time) or No (start again). */
  onAnswer: (carryOn: boolean) => void;
}

/**
 * "Resume video": asked on the first play when the learner left this video part-way. Its own chunk (Modal, focus
 * trap, overlay): course-video.tsx loads it when a saved time comes back, so the player's first load does not.
 */
export default function ResumeVideoDialog({ opened, onAnswer }: TResumeVideoDialogProps) {
  const { t } = useLingui();
  // It mounts open (on the first question): the focus goes back to the player's control that played the video.
  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer(false)}
      title={t`Resume video`}
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      returnFocus={false}
    >
      <Text>{specText(LEARNER_TEXT.RESUME_QUESTION)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => onAnswer(false)}>
          <Trans>No</Trans>
        </Button>
        <Button onClick={() => onAnswer(true)}>
          <Trans>Yes</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
