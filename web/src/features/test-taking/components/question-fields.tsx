import { Checkbox, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { QUESTION_OPTION_LETTERS, QUESTION_TYPE, type TLearnerQuestion } from '@skillway/shared';
import { MULTIPLE_CHOICE_MIN, associationParts, lettersOf, type TAnswerValue } from '../lib/answers';

interface TQuestionFieldsProps {
  question: TLearnerQuestion;
  value: TAnswerValue | undefined;
  onChange?: (value: TAnswerValue) => void;
  /** The Test Result panel: the learner's answer, shown and not editable. */
  readOnly?: boolean;
}

const optionText = (question: TLearnerQuestion, letter: string) =>
  question.options[letter as keyof typeof question.options] ?? '';
const optionLabel = (question: TLearnerQuestion, letter: string) =>
  `${letter.toUpperCase()}. ${optionText(question, letter)}`;

/**
 * The answer fields of one question, by type: single choice (radios A–D), fill in the blank (a text box),
 * multiple choice (checkboxes A–J, at least two), association (for each label A–E, the matching answer chosen from
 * F–J as served). The question text is each group's label, so every field is named for screen readers.
 */
export function QuestionFields({ question, value, onChange, readOnly = false }: TQuestionFieldsProps) {
  const { t } = useLingui();
  const change = (next: TAnswerValue) => onChange?.(next);
  const least = MULTIPLE_CHOICE_MIN;
  const text = <Text fw={600}>{question.question}</Text>;

  if (question.question_type === QUESTION_TYPE.FILL_IN_THE_BLANK) {
    return (
      <TextInput
        label={text}
        placeholder={t`Type your answer`}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => change(event.currentTarget.value)}
        readOnly={readOnly}
        maxLength={500}
        data-autofocus
      />
    );
  }

  if (question.question_type === QUESTION_TYPE.MULTIPLE_CHOICE) {
    return (
      <Checkbox.Group
        label={text}
        description={readOnly ? undefined : t`Select at least ${least} answers`}
        value={Array.isArray(value) ? value : []}
        onChange={(next) => change(next)}
        readOnly={readOnly}
      >
        <Stack gap="xs" mt="sm">
          {lettersOf(question, QUESTION_OPTION_LETTERS[QUESTION_TYPE.MULTIPLE_CHOICE]).map((letter) => (
            <Checkbox key={letter} value={letter} label={optionLabel(question, letter)} disabled={readOnly} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }

  if (question.question_type === QUESTION_TYPE.ASSOCIATION) {
    const { labels, answers } = associationParts(question);
    const chosen = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    const data = answers.map((letter) => ({ value: letter, label: optionText(question, letter) }));
    return (
      <Stack gap="sm" role="group" aria-label={question.question}>
        {text}
        <Text size="sm" c="dimmed">
          <Trans>Match each item with its answer.</Trans>
        </Text>
        {labels.map((label) => (
          <Select
            key={label}
            label={optionLabel(question, label)}
            placeholder={t`Choose the match`}
            data={data}
            value={chosen[label] ?? null}
            onChange={(next) => change({ ...chosen, [label]: next ?? '' })}
            allowDeselect={false}
            readOnly={readOnly}
            disabled={readOnly}
          />
        ))}
      </Stack>
    );
  }

  // Single choice, and any unknown type (the spec's forms fall back to single choice).
  return (
    <Radio.Group
      label={text}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => change(next)}
      readOnly={readOnly}
    >
      <Stack gap="xs" mt="sm">
        {lettersOf(question, QUESTION_OPTION_LETTERS[QUESTION_TYPE.SINGLE_CHOICE]).map((letter) => (
          <Radio key={letter} value={letter} label={optionLabel(question, letter)} disabled={readOnly} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
