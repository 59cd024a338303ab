import { Alert, Button, Group, NumberInput, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_QUESTION_LIMIT, MSG, QUIZ_LIMITS, type TQuiz } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { showServerErrors } from '../../../lib/forms/server-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSaveQuizSettings } from '../api/mutations';

function limitProblem(value: number | string): string | null {
  const n = Number(value);
  if (value === '' || !Number.isInteger(n) || n < 1) return 'The question limit must be at least 1.';
  if (n > QUIZ_LIMITS.questionLimitMax) return `The question limit may not be greater than ${QUIZ_LIMITS.questionLimitMax}.`;
  return null;
}

function QuizSettingsForm({ quiz, onDone }: { quiz: TQuiz; onDone: () => void }) {
  const save = useSaveQuizSettings(quiz.id);
  const form = useForm({
    initialValues: {
      random_question: quiz.random_question,
      question_limit: (quiz.question_limit || DEFAULT_QUESTION_LIMIT) as number | string,
    },
    validate: { question_limit: (value, values) => (values.random_question ? limitProblem(value) : null) },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { random_question: values.random_question, question_limit: Number(values.question_limit) || DEFAULT_QUESTION_LIMIT },
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
    <form onSubmit={submit} noValidate aria-label="Test Settings">
      <Stack gap="md">
        <Switch
          label="Random questions"
          description="Each attempt asks a random selection of the questions."
          {...form.getInputProps('random_question', { type: 'checkbox' })}
        />
        <NumberInput
          label="Question limit"
          description="How many questions an attempt asks when questions are random."
          min={1}
          max={QUIZ_LIMITS.questionLimitMax}
          allowDecimal={false}
          allowNegative={false}
          disabled={!form.values.random_question}
          {...form.getInputProps('question_limit')}
        />
        <Alert variant="light" color="blue">
          Core questions are always asked, even when questions are random
          {quiz.total_core_questions > 0 ? ` (this test has ${quiz.total_core_questions}).` : '.'}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Test Settings: random questions and the question limit (10 unless changed). */
export function QuizSettingsPanel({ quiz, opened, onClose }: { quiz: TQuiz; opened: boolean; onClose: () => void }) {
  return (
    <SidePanel opened={opened} onClose={onClose} title="Test Settings" size={460}>
      {opened && <QuizSettingsForm quiz={quiz} onDone={onClose} />}
    </SidePanel>
  );
}
