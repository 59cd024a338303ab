import { useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPercentage, IconPlus, IconSettings, IconSignature, IconTrash } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { MSG, QUESTION_TYPE_NAME, type TQuestion, type TQuestionType } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteQuestions } from '../api/mutations';
import { useQuestions, useTest } from '../api/queries';
import { PassMarkPanel } from '../components/pass-mark-panel';
import { QuestionPanel } from '../components/question-panel';
import { QuestionRowActions } from '../components/question-row-actions';
import { TestSettingsPanel } from '../components/test-settings-panel';
import { TestSummary } from '../components/test-summary';
import { RestoreTestMenu } from '../components/restore-test-menu';
import { StatementPanel } from '../components/statement-panel';
import { formTypeOf } from '../lib/question-rules';
import { BackToLibrary } from '../../courses/components/course-page-state';

type TPanel = 'question' | 'passmark' | 'settings' | 'statement' | null;

/**
 * Test admin: the test's questions (paged, with the core flag), Add / Edit / delete one or many, Edit Passmark,
 * Test Settings and the agreement statement (Add or Edit).
 */
export default function TestAdminPage() {
  const { id } = useParams({ from: '/admin/courses/test/$id' });
  const quiz = useTest(id);
  const list = useListParams();
  const questions = useQuestions(id, list.params);
  const remove = useDeleteQuestions();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [panel, setPanel] = useState<TPanel>(null);
  const [questionId, setQuestionId] = useState<string | null>(null);

  const openQuestion = (questionToEdit: string | null) => {
    setQuestionId(questionToEdit);
    setPanel('question');
  };

  const deleteSelected = async () => {
    const ids = [...selected];
    const ok = await confirmAction({
      title: 'Delete questions',
      message: `Are you sure you want to delete the ${ids.length} selected question${ids.length === 1 ? '' : 's'}?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(ids, {
      onSuccess: () => {
        notifySuccess(MSG.QUESTION_DELETED);
        setSelected(new Set());
      },
      onError: () => notifyError(MSG.QUESTION_NOT_DELETED),
    });
  };

  if (quiz.isPending) {
    return (
      <Center py="xl">
        <Loader role="img" aria-label="Loading the test" />
      </Center>
    );
  }
  if (quiz.isError) {
    return (
      <Alert color="red" title="This test could not be loaded">
        {MSG.GENERIC_ERROR}
      </Alert>
    );
  }
  const test = quiz.data;

  const columns: readonly TColumn<TQuestion>[] = [
    {
      key: 'question',
      header: 'Question',
      cell: (q) => (
        <div>
          <Text size="sm" lineClamp={2}>
            {q.question}
          </Text>
          <Text size="xs" c="dimmed">
            {QUESTION_TYPE_NAME[formTypeOf(q.question_type) as TQuestionType]}
          </Text>
        </div>
      ),
    },
    {
      key: 'core',
      header: 'Core',
      width: 90,
      cell: (q) =>
        q.core_question ? (
          <Badge color="indigo" variant="light">
            Core
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            <span aria-hidden>–</span>
            <VisuallyHidden>Not core</VisuallyHidden>
          </Text>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 100,
      cell: (q) => <QuestionRowActions question={q} onEdit={openQuestion} />,
    },
  ];

  return (
    <Stack gap="lg">
      <BackToLibrary />
      <Stack gap={6}>
        <Title order={1} fz={28}>
          Test: {test.course_name}
        </Title>
        <TestSummary quiz={test} />
      </Stack>

      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openQuestion(null)}>
          Add Question
        </Button>
        <Button
          variant="default"
          leftSection={<IconPercentage size={16} aria-hidden />}
          onClick={() => setPanel('passmark')}
        >
          Edit Passmark
        </Button>
        <Button
          variant="default"
          leftSection={<IconSettings size={16} aria-hidden />}
          onClick={() => setPanel('settings')}
        >
          Test Settings
        </Button>
        <Button
          variant="default"
          leftSection={<IconSignature size={16} aria-hidden />}
          onClick={() => setPanel('statement')}
        >
          {test.agree_statement ? 'Edit' : 'Add'} Agreement Statement
        </Button>
        <RestoreTestMenu quiz={test} />
      </Group>

      <ListCard
        list={list}
        total={questions.data?.meta.pagination.total ?? 0}
        failed={questions.isError}
        caption="Questions"
        columns={columns}
        rows={questions.data?.data ?? []}
        rowId={(q) => q.id}
        rowLabel={(q) => q.question}
        loading={questions.isFetching}
        empty="No questions yet. Add the first question."
        selection={{ selected, onChange: setSelected }}
        minWidth={520}
      >
        {selected.size > 0 && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" fw={500} aria-live="polite">
              {selected.size} question{selected.size === 1 ? '' : 's'} selected
            </Text>
            <Button
              size="xs"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => void deleteSelected()}
              loading={remove.isPending}
            >
              Delete selected
            </Button>
          </Group>
        )}
      </ListCard>

      <QuestionPanel
        opened={panel === 'question'}
        testId={test.id}
        questionId={questionId}
        onClose={() => setPanel(null)}
      />
      <PassMarkPanel quiz={test} opened={panel === 'passmark'} onClose={() => setPanel(null)} />
      <TestSettingsPanel quiz={test} opened={panel === 'settings'} onClose={() => setPanel(null)} />
      <StatementPanel quiz={test} opened={panel === 'statement'} onClose={() => setPanel(null)} />
    </Stack>
  );
}
