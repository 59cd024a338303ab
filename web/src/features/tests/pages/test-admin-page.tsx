import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Alert, Badge, Button, Center, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPercentage, IconPlus, IconSettings, IconSignature, IconTrash } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { MSG, QUESTION_TYPE_NAME, type TQuestion, type TQuestionType } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { WRAPPING_BUTTON_STYLES } from '../../../lib/wrapping-button';
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
  const { t } = useLingui();
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
    const count = ids.length;
    const ok = await confirmAction({
      title: t`Delete questions`,
      message: t`Are you sure you want to delete the ${plural(count, { one: '# selected question', other: '# selected questions' })}?`,
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(ids, {
      onSuccess: () => {
        notifySuccess(specText(MSG.QUESTION_DELETED));
        setSelected(new Set());
      },
      onError: () => notifyError(specText(MSG.QUESTION_NOT_DELETED)),
    });
  };

  if (quiz.isPending) {
    return (
      <Center py="xl">
        <Loader role="img" aria-label={t`Loading the test`} />
      </Center>
    );
  }
  if (quiz.isError) {
    return (
      <Alert color="red" title={t`This test could not be loaded`}>
        {specText(MSG.GENERIC_ERROR)}
      </Alert>
    );
  }
  const test = quiz.data;

  const columns: readonly TColumn<TQuestion>[] = [
    {
      key: 'question',
      header: t`Question`,
      cell: (q) => (
        <div>
          <Text size="sm" lineClamp={2}>
            {q.question}
          </Text>
          <Text size="xs" c="dimmed">
            {specText(QUESTION_TYPE_NAME[formTypeOf(q.question_type) as TQuestionType])}
          </Text>
        </div>
      ),
    },
    {
      key: 'core',
      header: t`Core`,
      width: 90,
      cell: (q) =>
        q.core_question ? (
          <Badge color="indigo" variant="light">
            <Trans>Core</Trans>
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            <span aria-hidden>–</span>
            <VisuallyHidden>
              <Trans>Not core</Trans>
            </VisuallyHidden>
          </Text>
        ),
    },
    {
      key: 'actions',
      header: t`Actions`,
      width: 100,
      cell: (q) => <QuestionRowActions question={q} onEdit={openQuestion} />,
    },
  ];

  const courseName = test.course_name;
  const selectedCount = selected.size;
  return (
    <Stack gap="lg">
      <BackToLibrary />
      <Stack gap={6}>
        <Title order={1} fz={28}>
          <Trans>Test: {courseName}</Trans>
        </Title>
        <TestSummary quiz={test} />
      </Stack>

      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openQuestion(null)}>
          <Trans>Add Question</Trans>
        </Button>
        <Button
          variant="default"
          leftSection={<IconPercentage size={16} aria-hidden />}
          onClick={() => setPanel('passmark')}
        >
          <Trans>Edit Passmark</Trans>
        </Button>
        <Button
          variant="default"
          leftSection={<IconSettings size={16} aria-hidden />}
          onClick={() => setPanel('settings')}
        >
          <Trans>Test Settings</Trans>
        </Button>
        <Button
          variant="default"
          leftSection={<IconSignature size={16} aria-hidden />}
          onClick={() => setPanel('statement')}
          // The longest label of the row: on a phone it wraps rather than running past the screen's edge.
          styles={WRAPPING_BUTTON_STYLES}
        >
          {test.agree_statement ? <Trans>Edit Agreement Statement</Trans> : <Trans>Add Agreement Statement</Trans>}
        </Button>
        <RestoreTestMenu quiz={test} />
      </Group>

      <ListCard
        list={list}
        total={questions.data?.meta.pagination.total ?? 0}
        failed={questions.isError}
        caption={t`Questions`}
        columns={columns}
        rows={questions.data?.data ?? []}
        rowId={(q) => q.id}
        rowLabel={(q) => q.question}
        loading={questions.isFetching}
        empty={t`No questions yet. Add the first question.`}
        selection={{ selected, onChange: setSelected }}
        minWidth={520}
      >
        {selected.size > 0 && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" fw={500} aria-live="polite">
              <Plural value={selectedCount} one="# question selected" other="# questions selected" />
            </Text>
            <Button
              size="xs"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => void deleteSelected()}
              loading={remove.isPending}
            >
              <Trans>Delete selected</Trans>
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
