import { useLingui } from '@lingui/react/macro';
import { Alert, Center, Loader } from '@mantine/core';
import { MSG } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { specText } from '../../../i18n/spec-text';
import { useQuestion } from '../api/queries';
import { QuestionForm } from './question-form';

interface TQuestionPanelProps {
  opened: boolean;
  testId: string;
  /** The question to edit, or null to add one. */
  questionId: string | null;
  onClose: () => void;
}

/** Add Question / Edit Question; editing waits for the question with its correct answer. */
export function QuestionPanel({ opened, testId, questionId, onClose }: TQuestionPanelProps) {
  const { t } = useLingui();
  const question = useQuestion(opened ? questionId : null);
  return (
    <SidePanel opened={opened} onClose={onClose} title={questionId ? t`Edit Question` : t`Add Question`} size={640}>
      {opened && !questionId && <QuestionForm testId={testId} question={null} onDone={onClose} />}
      {opened && questionId && question.isPending && (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading the question`} />
        </Center>
      )}
      {opened && questionId && question.isError && <Alert color="red">{specText(MSG.GENERIC_ERROR)}</Alert>}
      {opened && questionId && question.data && (
        <QuestionForm key={question.data.id} testId={testId} question={question.data} onDone={onClose} />
      )}
    </SidePanel>
  );
}
