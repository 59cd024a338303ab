import { useMutation } from '@tanstack/react-query';
import { QUESTION_TYPE, type TQuestionBody, type TQuestionType, type TTestSettingsBody } from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { courseKeys } from '../../courses/api/query-keys';
import { testKeys } from './query-keys';

/** A test change shows on the test screen and in the course library (its test column and counts). */
const QUIZ_RESOURCES = [testKeys.all, courseKeys.all] as const;

/** Each question type has its own create and update call; the path decides the type on the server. */
function saveQuestion(type: TQuestionType, id: string | null, body: TQuestionBody) {
  switch (type) {
    case QUESTION_TYPE.FILL_IN_THE_BLANK:
      return id ? api('tests.updateFillQuestion', { params: { id }, body }) : api('tests.createFillQuestion', { body });
    case QUESTION_TYPE.MULTIPLE_CHOICE:
      return id
        ? api('tests.updateMultiQuestion', { params: { id }, body })
        : api('tests.createMultiQuestion', { body });
    case QUESTION_TYPE.ASSOCIATION:
      return id
        ? api('tests.updateAssociationQuestion', { params: { id }, body })
        : api('tests.createAssociationQuestion', { body });
    default:
      return id ? api('tests.updateQuestion', { params: { id }, body }) : api('tests.createQuestion', { body });
  }
}

export function useSaveQuestion() {
  const invalidate = useInvalidate(...QUIZ_RESOURCES);
  return useMutation({
    mutationFn: ({ type, id, body }: { type: TQuestionType; id: string | null; body: TQuestionBody }) =>
      saveQuestion(type, id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteQuestions() {
  const invalidate = useInvalidate(...QUIZ_RESOURCES);
  return useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1
        ? api('tests.deleteQuestion', { params: { id: ids[0]! } })
        : api('tests.deleteQuestions', { body: { questions: ids } }),
    onSettled: invalidate,
  });
}

export function useSavePassMark(testId: string) {
  const invalidate = useInvalidate(...QUIZ_RESOURCES);
  return useMutation({
    mutationFn: (passMark: number) => api('tests.passMark', { params: { id: testId }, body: { pass_mark: passMark } }),
    onSuccess: invalidate,
  });
}

/** Test Settings and the agreement statement share one call; each sends only what it edits. */
export function useSaveTestSettings(testId: string) {
  const invalidate = useInvalidate(...QUIZ_RESOURCES);
  return useMutation({
    mutationFn: (body: TTestSettingsBody) => api('tests.settings', { params: { id: testId }, body }),
    onSuccess: invalidate,
  });
}

/** Rebuild an installed course's questions from the catalogue (repopulate) or restore its whole default test (reseed). */
export function useRestoreTest(testId: string) {
  const invalidate = useInvalidate(...QUIZ_RESOURCES);
  return useMutation({
    mutationFn: (mode: 'repopulate' | 'reseed') =>
      mode === 'repopulate'
        ? api('tests.repopulate', { params: { id: testId } })
        : api('tests.reseed', { params: { id: testId } }),
    onSuccess: invalidate,
  });
}
