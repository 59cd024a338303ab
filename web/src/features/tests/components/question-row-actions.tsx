import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { MSG, type TQuestion } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteQuestions } from '../api/mutations';

/** Edit and Delete for one question; a failed delete says 'Question not deleted'. */
export function QuestionRowActions({ question, onEdit }: { question: TQuestion; onEdit: (id: string) => void }) {
  const { t } = useLingui();
  const remove = useDeleteQuestions();
  const confirmDelete = async () => {
    const ok = await confirmAction({
      title: t`Delete question`,
      message: t`Are you sure you want to delete this question?`,
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate([question.id], {
      onSuccess: () => notifySuccess(specText(MSG.QUESTION_DELETED)),
      onError: () => notifyError(specText(MSG.QUESTION_NOT_DELETED)),
    });
  };
  const text = question.question;
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={t`Edit Question`} withinPortal>
        <ActionIcon variant="subtle" aria-label={t`Edit question: ${text}`} onClick={() => onEdit(question.id)}>
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Delete Question`} withinPortal>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t`Delete question: ${text}`}
          onClick={() => void confirmDelete()}
          loading={remove.isPending}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
