import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { MSG, type TQuestion } from '@skillway/shared';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteQuestions } from '../api/mutations';

/** Edit and Delete for one question; a failed delete says 'Question not deleted'. */
export function QuestionRowActions({ question, onEdit }: { question: TQuestion; onEdit: (id: string) => void }) {
  const remove = useDeleteQuestions();
  const confirmDelete = async () => {
    const ok = await confirmAction({
      title: 'Delete question',
      message: 'Are you sure you want to delete this question?',
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    remove.mutate([question.id], {
      onSuccess: () => notifySuccess(MSG.QUESTION_DELETED),
      onError: () => notifyError(MSG.QUESTION_NOT_DELETED),
    });
  };
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label="Edit Question" withinPortal>
        <ActionIcon
          variant="subtle"
          aria-label={`Edit question: ${question.question}`}
          onClick={() => onEdit(question.id)}
        >
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete Question" withinPortal>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete question: ${question.question}`}
          onClick={() => void confirmDelete()}
          loading={remove.isPending}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
