import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { TTest } from '@skillway/shared';

/** The test's settings at a glance, so an administrator sees what a learner will get. */
export function TestSummary({ quiz }: { quiz: TTest }) {
  const { t } = useLingui();
  const passMark = quiz.pass_mark;
  const coreCount = quiz.total_core_questions;
  const limit = quiz.question_limit;
  const questionCount = quiz.total_questions;
  return (
    <Group gap="xs" wrap="wrap" aria-label={t`Test settings`}>
      <Badge variant="light" color="indigo" size="lg">
        <Trans>Pass mark {passMark}%</Trans>
      </Badge>
      <Badge variant="light" color="gray" size="lg">
        <Plural value={questionCount} one="# question" other="# questions" />
      </Badge>
      <Badge variant="light" color="gray" size="lg">
        <Trans>{coreCount} core</Trans>
      </Badge>
      <Badge variant="light" color={quiz.random_question ? 'teal' : 'gray'} size="lg">
        {quiz.random_question ? t`Random: ${limit} per attempt` : t`All questions asked`}
      </Badge>
      <Badge variant="light" color={quiz.agree_statement ? 'teal' : 'gray'} size="lg">
        {quiz.agree_statement ? t`Agreement statement set` : t`No agreement statement`}
      </Badge>
    </Group>
  );
}
