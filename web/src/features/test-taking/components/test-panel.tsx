import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { enrolmentIdOf, type TLearnerQuestion, type TTest, type TTestSubmitResult } from '@skillway/shared';
import { isApiError, useSession } from '../../../api';
import { SidePanel } from '../../../components/side-panel';
import { notifyApiError } from '../../../lib/notify-api-error';
import { specText } from '../../../i18n/spec-text';
import { downloadCertificate } from '../../certificates/lib/open-certificate';
import { useSubmitTest, useTestScore } from '../api/mutations';
import { useTest } from '../../tests/api/queries';
import { useTestPaper } from '../api/queries';
import { isAnswered, toSubmission, type TAnswers, type TAnswerValue } from '../lib/answers';
import { AgreementDialog } from './agreement-dialog';
import { QuestionFields } from './question-fields';
import { QuestionSteps, StepButtons } from './question-steps';
import { TestResultView } from './test-result-view';

interface TTestFormProps {
  courseId: string;
  quiz: TTest;
  paper: TLearnerQuestion[];
  onSubmitted: (result: TTestSubmitResult) => void;
}

/**
 * One question per step; Next once the question is answered (two selections for multiple choice); Finish asks the
 * server for the score; a pass with an agreement statement opens the dialog, otherwise the answers are submitted;
 * the panel then shows the result (test-result-view.tsx).
 */
function TestForm({ courseId, quiz, paper, onSubmitted }: TTestFormProps) {
  const { t } = useLingui();
  const session = useSession();
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const [answers, setAnswers] = useState<TAnswers>({});
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [agreeing, setAgreeing] = useState<'agree' | 'disagree' | null>(null);
  const score = useTestScore();
  const submit = useSubmitTest();
  const busy = score.isPending || submit.isPending;

  const question = paper[active]!;
  const number = active + 1;
  const answered = isAnswered(question, answers[question.id]);
  const body = {
    quiz_id: quiz.id,
    course_user_id: enrolmentIdOf(courseId, session?.user.id ?? ''),
    answers: toSubmission(paper, answers),
  };

  const send = (agreement?: { agree: boolean; name: string }) => {
    setAgreeing(agreement ? (agreement.agree ? 'agree' : 'disagree') : null);
    submit.mutate(
      { ...body, agree_statement: agreement?.agree ? 1 : 0, signed_name: agreement?.name ?? null },
      {
        onSuccess: ({ data }) => {
          setAgreementOpen(false);
          onSubmitted(data);
        },
        onError: (error) => notifyApiError(error),
        onSettled: () => setAgreeing(null),
      },
    );
  };

  const finish = () =>
    score.mutate(body, {
      onSuccess: (result) => {
        if (result.passed && quiz.agree_statement) setAgreementOpen(true);
        else send();
      },
      onError: (error) => notifyApiError(error),
    });

  const go = (index: number) => {
    setActive(index);
    setReached((furthest) => Math.max(furthest, index));
  };

  // A new question replaces the fields (and the one that had the focus, after Enter in a text answer): the focus
  // moves to the new question's first field, so a keyboard or screen-reader user carries on there (WCAG 2.4.3).
  const form = useRef<HTMLFormElement>(null);
  const shown = useRef(active);
  useEffect(() => {
    if (shown.current === active) return;
    shown.current = active;
    form.current?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus();
  }, [active]);

  return (
    <Stack gap="md">
      <QuestionSteps count={paper.length} active={active} onStep={go} reachable={(index) => index <= reached} />
      <form
        ref={form}
        aria-label={t`Question ${number}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!answered || busy) return;
          if (active < paper.length - 1) go(active + 1);
          else finish();
        }}
      >
        <QuestionFields
          key={question.id}
          question={question}
          value={answers[question.id]}
          onChange={(value: TAnswerValue) => setAnswers((current) => ({ ...current, [question.id]: value }))}
        />
        <StepButtons
          active={active}
          count={paper.length}
          onBack={() => go(Math.max(0, active - 1))}
          onNext={() => go(active + 1)}
          onFinish={finish}
          nextDisabled={!answered}
          finishLoading={busy && !agreementOpen}
          disabled={busy}
        />
      </form>
      {quiz.agree_statement && (
        <AgreementDialog
          opened={agreementOpen}
          statement={quiz.agree_statement}
          pending={agreeing}
          onAnswer={(agree, name) => send({ agree, name })}
          onClose={() => setAgreementOpen(false)}
        />
      )}
    </Stack>
  );
}

function TestLoader({
  courseId,
  opening,
  onClose,
  onSubmitted,
}: {
  courseId: string;
  opening: number;
  onClose: () => void;
  onSubmitted: (result: TTestSubmitResult) => void;
}) {
  const { t } = useLingui();
  const quiz = useTest(courseId);
  const paper = useTestPaper(courseId, opening, true);
  // Once the paper is here it stays on screen: answers are never lost to a later background refetch of the test.
  if (quiz.data && paper.data) {
    return <TestForm courseId={courseId} quiz={quiz.data} paper={paper.data} onSubmitted={onSubmitted} />;
  }
  if (quiz.isPending || paper.isPending) {
    return (
      <Center py="xl">
        <Loader role="img" aria-label={t`Loading the test`} />
      </Center>
    );
  }
  const error = quiz.error ?? paper.error;
  return (
    <Stack gap="md">
      <Alert color="red" role="alert" title={t`The test cannot be started`}>
        {isApiError(error) && error.status < 500 && error.message
          ? specText(error.message)
          : t`Please try again later.`}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The Test panel (learner spec, Test panel): the course's test, one question per step, then its result. Each opening
 * (and each Take test again from the result) asks the server for the paper it will score (the same one until it is
 * submitted); closing the panel drops the answers given so far.
 */
export function TestPanel(props: { courseId: string; opened: boolean; onClose: () => void; onSubmitted: () => void }) {
  const { t } = useLingui();
  const { courseId, opened, onClose, onSubmitted } = props;
  // Counted while rendering (not in an effect), so a development double-invoke cannot serve two papers at once.
  const [opening, setOpening] = useState(0);
  const [wasOpened, setWasOpened] = useState(false);
  const [result, setResult] = useState<TTestSubmitResult | null>(null);
  const [fetchingCertificate, setFetchingCertificate] = useState(false);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setOpening(opening + 1);
      setResult(null);
    }
  }
  return (
    <SidePanel opened={opened} onClose={onClose} title={t`Test`} size={640}>
      {opened && result && (
        <TestResultView
          result={result}
          onClose={onClose}
          onRetake={() => {
            setResult(null);
            setOpening(opening + 1);
          }}
          certificateLoading={fetchingCertificate}
          onDownloadCertificate={() => {
            setFetchingCertificate(true);
            void downloadCertificate(courseId).finally(() => setFetchingCertificate(false));
          }}
        />
      )}
      {opened && !result && opening > 0 && (
        <TestLoader
          key={opening}
          courseId={courseId}
          opening={opening}
          onClose={onClose}
          onSubmitted={(submitted) => {
            setResult(submitted);
            onSubmitted();
          }}
        />
      )}
    </SidePanel>
  );
}
