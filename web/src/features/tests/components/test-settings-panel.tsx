import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, NumberInput, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_QUESTION_LIMIT, MSG, QUIZ_LIMITS, type TTest } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { specText } from '../../../i18n/spec-text';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { useSaveTestSettings } from '../api/mutations';

function limitProblem(value: number | string): string | null {
  const n = Number(value);
  if (value === '' || !Number.isInteger(n) || n < 1) return t`The question limit must be at least 1.`;
  const max = QUIZ_LIMITS.questionLimitMax;
  if (n > max) return t`The question limit may not be greater than ${max}.`;
  return null;
}

function TestSettingsForm({ quiz, onDone }: { quiz: TTest; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveTestSettings(quiz.id);
  const form = useForm({
    initialValues: {
      random_question: quiz.random_question,
      question_limit: (quiz.question_limit || DEFAULT_QUESTION_LIMIT) as number | string,
    },
    validate: { question_limit: (value, values) => (values.random_question ? limitProblem(value) : null) },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        random_question: values.random_question,
        question_limit: Number(values.question_limit) || DEFAULT_QUESTION_LIMIT,
      },
      panelSaveHandlers(form, { success: specText(MSG.SETTINGS_UPDATED), onDone, fallback: MSG.QUIZ_SAVE_ERROR }),
    ),
  );
  const coreCount = quiz.total_core_questions;
  return (
    <PanelForm
      label={t`Test Settings`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={t`Save Settings`}
      submitting={save.isPending}
    >
      <Switch
        label={t`Random questions`}
        description={t`Each attempt asks a random selection of the questions.`}
        {...form.getInputProps('random_question', { type: 'checkbox' })}
      />
      <NumberInput
        label={t`Question limit`}
        description={t`How many questions an attempt asks when questions are random.`}
        min={1}
        max={QUIZ_LIMITS.questionLimitMax}
        allowDecimal={false}
        allowNegative={false}
        disabled={!form.values.random_question}
        {...form.getInputProps('question_limit')}
      />
      <Alert variant="light" color="blue">
        {coreCount > 0 ? (
          <Trans>Core questions are always asked, even when questions are random (this test has {coreCount}).</Trans>
        ) : (
          <Trans>Core questions are always asked, even when questions are random.</Trans>
        )}
      </Alert>
    </PanelForm>
  );
}

/** Test Settings: random questions and the question limit (10 unless changed). */
export function TestSettingsPanel({ quiz, opened, onClose }: { quiz: TTest; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <SidePanel opened={opened} onClose={onClose} title={t`Test Settings`} size={460}>
      {opened && <TestSettingsForm quiz={quiz} onDone={onClose} />}
    </SidePanel>
  );
}
