import { useState } from 'react';
import { Alert, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { TLearnerQuestion, TTestLog } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { useTestLog } from '../api/queries';
import type { TAnswerValue } from '../lib/answers';
import { QuestionFields } from './question-fields';
import { QuestionSteps, StepButtons } from './question-steps';
import { formatServerDay } from '../../../lib/format-server-day';

const tick = <IconCheck size={16} stroke={3} aria-hidden />;
const cross = <IconX size={16} stroke={3} aria-hidden />;

function Verdict({ correct }: { correct: boolean }) {
  const { t } = useLingui();
  return (
    <Group gap="xs">
      <ThemeIcon color={correct ? 'green' : 'red'} radius="xl" size="sm" aria-hidden>
        {correct ? tick : cross}
      </ThemeIcon>
      <Text fw={600} c={correct ? 'green.8' : 'red.8'}>
        {correct ? t`Correct` : t`Incorrect`}
      </Text>
    </Group>
  );
}

/** The attempt read-only: the learner's answer to each question with a green tick or a red cross. */
function TestResult({ log, onClose }: { log: TTestLog; onClose: () => void }) {
  const { t } = useLingui();
  const [active, setActive] = useState(0);
  if (log.questions.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>This attempt has no questions.</Trans>
      </Text>
    );
  }
  const question = log.questions[active]!;
  const answer = log.answer_log.find((entry) => entry.id === question.id);
  const asQuestion: TLearnerQuestion = { ...question, quiz_id: log.course_id, created_at: '', updated_at: '' };
  const right = (index: number) => log.questions[index]?.correct ?? false;
  const { course_name: course, attempt, score, pass_mark: passMark } = log;
  const date = formatServerDay(log.created_date_formatted);
  const number = active + 1;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm">
          <Trans>
            {course}: attempt {attempt}, {date}
          </Trans>
        </Text>
        <Text size="sm" fw={700} c={log.passed ? 'green.8' : 'red.8'}>
          {log.passed
            ? t`Passed with ${score}% (pass mark ${passMark}%)`
            : t`Failed with ${score}% (pass mark ${passMark}%)`}
        </Text>
      </Group>
      <QuestionSteps
        count={log.questions.length}
        active={active}
        onStep={setActive}
        reachable={() => true}
        mark={(index) => ({ icon: right(index) ? tick : cross, color: right(index) ? 'green' : 'red' })}
      />
      <Stack gap="sm" aria-label={t`Question ${number}`} role="group">
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
  const { t } = useLingui();
  const log = useTestLog(logId);
  return (
    <SidePanel opened={logId !== null} onClose={onClose} title={t`Test Result`} size={640}>
      {log.isPending ? (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading the result`} />
        </Center>
      ) : log.isError ? (
        <Alert color="red" role="alert">
          <Trans>The result could not be loaded.</Trans>
        </Alert>
      ) : (
        <TestResult key={log.data.id} log={log.data} onClose={onClose} />
      )}
    </SidePanel>
  );
}
