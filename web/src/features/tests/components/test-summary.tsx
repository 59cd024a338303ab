import { Badge, Group } from '@mantine/core';
import type { TTest } from '@skillway/shared';

/** The test's settings at a glance, so an administrator sees what a learner will get. */
export function TestSummary({ quiz }: { quiz: TTest }) {
  return (
    <Group gap="xs" wrap="wrap" aria-label="Test settings">
      <Badge variant="light" color="indigo" size="lg">
        Pass mark {quiz.pass_mark}%
      </Badge>
      <Badge variant="light" color="gray" size="lg">
        {quiz.total_questions} question{quiz.total_questions === 1 ? '' : 's'}
      </Badge>
      <Badge variant="light" color="gray" size="lg">
        {quiz.total_core_questions} core
      </Badge>
      <Badge variant="light" color={quiz.random_question ? 'teal' : 'gray'} size="lg">
        {quiz.random_question ? `Random: ${quiz.question_limit} per attempt` : 'All questions asked'}
      </Badge>
      <Badge variant="light" color={quiz.agree_statement ? 'teal' : 'gray'} size="lg">
        {quiz.agree_statement ? 'Agreement statement set' : 'No agreement statement'}
      </Badge>
    </Group>
  );
}
