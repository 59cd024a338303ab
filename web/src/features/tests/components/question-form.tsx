import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ASSOCIATION_ANSWERS,
  ASSOCIATION_LABELS,
  MSG,
  QUESTION_OPTION_LETTERS,
  QUESTION_TYPE,
  QUESTION_TYPE_NAME,
  QUIZ_LIMITS,
  type TOptionLetter,
  type TQuestion,
  type TQuestionType,
} from '@skillway/shared';
import { useSaveQuestion } from '../api/mutations';
import {
  answeredLetters,
  emptyQuestionValues,
  formTypeOf,
  letterLabel,
  questionFieldMap,
  questionToValues,
  toQuestionBody,
  validateQuestion,
  type TQuestionFormValues,
} from '../lib/question-rules';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';
import { specText } from '../../../i18n/spec-text';

const TYPES = Object.keys(QUESTION_TYPE_NAME) as unknown as TQuestionType[];

interface TQuestionFormProps {
  testId: string;
  /** The question to edit, or null to add one. */
  question: TQuestion | null;
  onDone: () => void;
}

/**
 * Add Question / Edit Question: the form is chosen by the question type (an unknown stored type opens as single
 * choice). The correct-answer selector offers only answers that have text.
 */
export function QuestionForm({ testId, question, onDone }: TQuestionFormProps) {
  const { t } = useLingui();
  const save = useSaveQuestion();
  const [type, setType] = useState<TQuestionType>(formTypeOf(question?.question_type ?? QUESTION_TYPE.SINGLE_CHOICE));
  const form = useForm<TQuestionFormValues>({
    initialValues: question ? questionToValues(question) : emptyQuestionValues(),
  });

  // Checked here rather than by useForm's validate: the rules depend on the type chosen in this render.
  const submit = form.onSubmit((values) => {
    const errors = validateQuestion(type, values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    save.mutate(
      { type, id: question?.id ?? null, body: toQuestionBody(type, testId, values) },
      panelSaveHandlers(form, {
        success: specText(question ? MSG.QUESTION_UPDATED : MSG.QUESTION_ADDED),
        onDone,
        fallback: MSG.QUIZ_SAVE_ERROR,
        fieldMap: questionFieldMap(type),
      }),
    );
  });

  const changeType = (value: string) => {
    setType(formTypeOf(Number(value)));
    form.clearErrors();
  };

  const typeOptions = TYPES.map((value) => ({ value: String(value), label: specText(QUESTION_TYPE_NAME[value]) }));
  const answered = answeredLetters(type, form.values);
  const answerInput = (letter: TOptionLetter, label: string) => (
    <TextInput key={letter} label={label} maxLength={QUIZ_LIMITS.optionMax} {...form.getInputProps(letter)} />
  );

  return (
    <PanelForm
      label={question ? t`Edit Question` : t`Add Question`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={question ? t`Update Question` : t`Add Question`}
      submitting={save.isPending}
    >
      <NativeSelect
        label={t`Question type`}
        data={typeOptions}
        value={String(type)}
        onChange={(event) => changeType(event.currentTarget.value)}
      />
      <Textarea
        label={t`Question`}
        required
        autosize
        minRows={2}
        maxRows={6}
        maxLength={QUIZ_LIMITS.questionMax}
        data-autofocus
        {...form.getInputProps('question')}
      />

      {type === QUESTION_TYPE.FILL_IN_THE_BLANK && (
        <TextInput
          label={t`Answer`}
          description={t`The word or words that fill the blank.`}
          required
          maxLength={QUIZ_LIMITS.optionMax}
          {...form.getInputProps('a')}
        />
      )}

      {(type === QUESTION_TYPE.SINGLE_CHOICE || type === QUESTION_TYPE.MULTIPLE_CHOICE) && (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: type === QUESTION_TYPE.MULTIPLE_CHOICE ? 2 : 1 }} spacing="sm">
            {QUESTION_OPTION_LETTERS[type].map((letter) => {
              const name = letterLabel(letter);
              return answerInput(letter, t`Answer ${name}`);
            })}
          </SimpleGrid>
        </Stack>
      )}

      {type === QUESTION_TYPE.SINGLE_CHOICE && (
        <Radio.Group
          label={t`Correct Answer`}
          required
          value={form.values.correct}
          onChange={(value) => {
            form.setFieldValue('correct', value);
            form.clearFieldError('correct');
          }}
          error={form.errors.correct}
        >
          {answered.length === 0 ? (
            <Text size="sm" c="dimmed" mt={4}>
              <Trans>Type the answers first; the correct one is chosen from those with text.</Trans>
            </Text>
          ) : (
            <Group mt="xs" gap="md">
              {answered.map((letter) => (
                <Radio key={letter} value={letter} label={`${letterLabel(letter)}: ${form.values[letter]}`} />
              ))}
            </Group>
          )}
        </Radio.Group>
      )}

      {type === QUESTION_TYPE.MULTIPLE_CHOICE && (
        <Checkbox.Group
          label={t`Correct Answers`}
          description={t`Choose two or more.`}
          required
          value={form.values.corrects}
          onChange={(value) => {
            form.setFieldValue('corrects', value);
            form.clearFieldError('corrects');
          }}
          error={form.errors.corrects}
        >
          {answered.length === 0 ? (
            <Text size="sm" c="dimmed" mt={4}>
              <Trans>Type the answers first; the correct ones are chosen from those with text.</Trans>
            </Text>
          ) : (
            <Stack mt="xs" gap={6}>
              {answered.map((letter) => (
                <Checkbox key={letter} value={letter} label={`${letterLabel(letter)}: ${form.values[letter]}`} />
              ))}
            </Stack>
          )}
        </Checkbox.Group>
      )}

      {type === QUESTION_TYPE.ASSOCIATION && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>
              Write each label and the answer that belongs to it. Learners see the answers shuffled and match them.
            </Trans>
          </Text>
          {ASSOCIATION_LABELS.map((label, index) => {
            const answer = ASSOCIATION_ANSWERS[index]!;
            const name = letterLabel(label);
            return (
              <SimpleGrid key={label} cols={{ base: 1, sm: 2 }} spacing="sm">
                {answerInput(label, t`Label ${name}`)}
                {answerInput(answer, t`Association of label ${name}`)}
              </SimpleGrid>
            );
          })}
        </Stack>
      )}

      <Checkbox
        label={t`Core question (always asked, even when questions are chosen at random)`}
        {...form.getInputProps('core', { type: 'checkbox' })}
      />
    </PanelForm>
  );
}
