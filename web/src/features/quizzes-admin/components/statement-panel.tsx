import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, QUIZ_LIMITS, type TQuiz } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveQuizSettings } from '../api/mutations';

function StatementForm({ quiz, onDone }: { quiz: TQuiz; onDone: () => void }) {
  const save = useSaveQuizSettings(quiz.id);
  const form = useForm({ initialValues: { agree_statement: quiz.agree_statement ?? '' } });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { agree_statement: values.agree_statement.trim() || null },
      {
        onSuccess: () => {
          notifySuccess(MSG.SETTINGS_UPDATED);
          onDone();
        },
        onError: (error) => showServerErrors(form, error, { fallback: MSG.QUIZ_SAVE_ERROR }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Agreement statement">
      <Stack gap="md">
        <Textarea
          label="Agreement statement"
          description="Learners read this and sign their name to agree before the test. Leave it empty for none."
          autosize
          minRows={5}
          maxRows={14}
          maxLength={QUIZ_LIMITS.agreeStatementMax}
          data-autofocus
          {...form.getInputProps('agree_statement')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Statement
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The agreement statement (the page's action reads Add or Edit depending on whether one exists). The panel's own
 * title stays the same, so it does not change under the reader as the panel closes after a first save.
 */
export function StatementPanel({ quiz, opened, onClose }: { quiz: TQuiz; opened: boolean; onClose: () => void }) {
  return (
    <SidePanel opened={opened} onClose={onClose} title="Agreement Statement">
      {opened && <StatementForm quiz={quiz} onDone={onClose} />}
    </SidePanel>
  );
}
