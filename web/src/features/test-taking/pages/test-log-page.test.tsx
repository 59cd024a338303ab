import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TTestLog, TTestLogSummary } from '@skillway/shared';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import TestLogPage from './test-log-page';

const summary: TTestLogSummary = {
  id: 'log1',
  course_id: 'c1',
  user_id: 'u1',
  created_at: '2025-03-03T10:15:00.000Z',
  created_date_formatted: '03-03-2025 10:15',
  attempt: 1,
  score: 50,
  passed: false,
};

const log: TTestLog = {
  ...summary,
  course_name: 'Fire Safety',
  pass_mark: 75,
  questions: [
    {
      id: 'q1',
      question: 'Which extinguisher?',
      question_type: 1,
      options: { a: 'Water', b: 'CO2' },
      core_question: true,
      correct: true,
    },
    {
      id: 'q2',
      question: 'Fire needs heat, fuel and ____.',
      question_type: 2,
      options: {},
      core_question: false,
      correct: false,
    },
  ],
  answer_log: [
    { id: 'q1', question_type: 1, value: 'b', correct: true },
    { id: 'q2', question_type: 2, value: 'water', correct: false },
  ],
};

describe('TestLogPage', () => {
  it('lists the attempts and shows one read-only with a tick or a cross per question', async () => {
    signInAs(3, 'u1');
    mockFetch(
      byPath({
        '/v1/quiz/logs/c1': () => ({ status: 200, body: { data: [summary], meta: pagination(1, 1, 10) } }),
        '/v1/quiz/log/log1': () => ({ status: 200, body: { data: log } }),
      }),
    );
    renderWithApp(<TestLogPage />, {
      path: '/courses/test/log/$id/$userId',
      url: '/courses/test/log/c1/u1',
      mantineEnv: 'test',
    });

    expect(await screen.findByRole('link', { name: 'Back to Course' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Test attempts' });
    expect(within(table).getByText('Attempted Date')).toBeTruthy();
    fireEvent.click(await within(table).findByRole('button', { name: 'See detail of attempt 1' }));

    const panel = await screen.findByRole('dialog', { name: 'Test Result' });
    expect(await within(panel).findByText('Correct')).toBeTruthy();
    expect((within(panel).getByRole('radio', { name: 'B. CO2' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(await within(panel).findByText('Incorrect')).toBeTruthy();
    expect((within(panel).getByRole('textbox') as HTMLInputElement).value).toBe('water');
    expect(within(panel).getByRole('button', { name: 'Finish' })).toBeTruthy();
  });
});
