import { useState } from 'react';
import { Alert, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { TLearnerQuestion, TTestLog } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { useTestLog } from '../api/queries';
import type { TAnswerValue } from '../lib/answers';
import { QuestionFields } from './question-fields';
import { QuestionSteps, StepButtons } from './question-steps';

const tick = <IconCheck size={16} stroke={3} aria-hidden />;
const cross = <IconX size={16} stroke={3} aria-hidden />;

function Verdict({ correct }: { correct: boolean }) {
  return (
    <Group gap="xs">
      <ThemeIcon color={correct ? 'green' : 'red'} radius="xl" size="sm" aria-hidden>
        {correct ? tick : cross}
      </ThemeIcon>
      <Text fw={600} c={correct ? 'green.8' : 'red.8'}>
        {correct ? 'Correct' : 'Incorrect'}
      </Text>
    </Group>
  );
}

/** The attempt read-only: the learner's answer to each question with a green tick or a red cross. */
function TestResult({ log, onClose }: { log: TTestLog; onClose: () => void }) {
  const [active, setActive] = useState(0);
  if (log.questions.length === 0) return <Text c="dimmed">This attempt has no questions.</Text>;
  const question = log.questions[active]!;
  const answer = log.answer_log.find((entry) => entry.id === question.id);
  const asQuestion: TLearnerQuestion = { ...question, quiz_id: log.course_id, created_at: '', updated_at: '' };
  const right = (index: number) => log.questions[index]?.correct ?? false;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm">
          {log.course_name}: attempt {log.attempt}, {log.created_date_formatted}
        </Text>
        <Text size="sm" fw={700} c={log.passed ? 'green.8' : 'red.8'}>
          {log.passed ? 'Passed' : 'Failed'} with {log.score}% (pass mark {log.pass_mark}%)
        </Text>
      </Group>
      <QuestionSteps
        count={log.questions.length}
        active={active}
        onStep={setActive}
        reachable={() => true}
        mark={(index) => ({ icon: right(index) ? tick : cross, color: right(index) ? 'green' : 'red' })}
      />
      <Stack gap="sm" aria-label={`Question ${active + 1}`} role="group">
        <QuestionFields
          key={question.id}
          question={asQuestion}
          value={(answer?.value ?? undefined) as TAnswerValue | undefined}
          readOnly
        />
        <Verdict correct={question.correct} />
      </Stack>
      <StepButtons
        active={active}
        count={log.questions.length}
        onBack={() => setActive((index) => Math.max(0, index - 1))}
        onNext={() => setActive((index) => index + 1)}
        onFinish={onClose}
      />
    </Stack>
  );
}

/** The Test Result panel of the test log (See detail). */
export function TestResultPanel({ logId, onClose }: { logId: string | null; onClose: () => void }) {
  const log = useTestLog(logId);
  return (
    <SidePanel opened={logId !== null} onClose={onClose} title="Test Result" size={640}>
      {log.isPending ? (
        <Center py="xl">
          <Loader role="img" aria-label="Loading the result" />
        </Center>
      ) : log.isError ? (
        <Alert color="red" role="alert">
          The result could not be loaded.
        </Alert>
      ) : (
        <TestResult key={log.data.id} log={log.data} onClose={onClose} />
      )}
    </SidePanel>
  );
}
