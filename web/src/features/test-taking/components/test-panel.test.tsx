import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLearnerQuestion, TTest } from '@skillway/shared';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { TestPanel } from './test-panel';

beforeEach(() => notifications.clean());

const quiz = (agree_statement: string | null): TTest => ({
  id: 'c1',
  course_id: 'c1',
  course_name: 'Fire Safety',
  pass_mark: 75,
  agree_statement,
  random_question: false,
  question_limit: 10,
  total_questions: 3,
  total_core_questions: 0,
  from_catalogue: false,
  created_at: '',
  updated_at: '',
});

const question = (
  id: string,
  question_type: number,
  text: string,
  options: Record<string, string>,
): TLearnerQuestion => ({
  id,
  quiz_id: 'c1',
  question: text,
  question_type,
  options,
  core_question: false,
  created_at: '',
  updated_at: '',
});

const paper = [
  question('q1', 1, 'Which extinguisher?', { a: 'Water', b: 'CO2' }),
  question('q2', 3, 'Which are fire classes?', { a: 'Class A', b: 'Class B', c: 'Class Z' }),
  question('q3', 2, 'Fire needs heat, fuel and ____.', {}),
];

interface TCall {
  path: string;
  body: Record<string, unknown>;
}

function testApi(calls: TCall[], statement: string | null, passed = true) {
  const record = (url: URL, init: RequestInit) =>
    calls.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
  return byPath({
    '/v1/quizzes': () => ({ status: 200, body: { data: quiz(statement) } }),
    '/v1/quiz/questions': () => ({ status: 200, body: { data: paper, meta: pagination(3, 1, 3) } }),
    '/v1/test/getscore': (url, init) => {
      record(url, init);
      return { status: 200, body: { data: { passed, score: passed ? 100 : 33, pass_mark: 75 } } };
    },
    '/v1/test/submit': (url, init) => {
      record(url, init);
      return {
        status: 200,
        body: {
          message: 'Your test has been submitted.',
          data: {
            passed,
            score: passed ? 100 : 33,
            pass_mark: 75,
            attempts: 1,
            attempts_left: null,
            state: passed ? 3 : 5,
            test_log_id: 'log1',
          },
        },
      };
    },
  });
}

async function answerAll() {
  const next = () => screen.getByRole('button', { name: 'Next' });
  fireEvent.click(await screen.findByRole('radio', { name: 'B. CO2' }));
  expect((next() as HTMLButtonElement).disabled).toBe(false);
  fireEvent.click(next());

  fireEvent.click(await screen.findByRole('checkbox', { name: 'A. Class A' }));
  // Multiple choice needs two selections before Next.
  expect((next() as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('checkbox', { name: 'B. Class B' }));
  expect((next() as HTMLButtonElement).disabled).toBe(false);
  fireEvent.click(next());

  const finish = await screen.findByRole('button', { name: 'Finish' });
  expect((finish as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(screen.getByRole('textbox', { name: /Fire needs heat/ }), { target: { value: 'Oxygen' } });
  expect((finish as HTMLButtonElement).disabled).toBe(false);
  return finish;
}

function renderPanel(onSubmitted = vi.fn()) {
  signInAs(3, 'u1');
  renderWithApp(<TestPanel courseId="c1" opened onClose={() => {}} onSubmitted={onSubmitted} />, {
    mantineEnv: 'test',
  });
  return onSubmitted;
}

// The first render loads Mantine's stepper, modal and comboboxes: slow on a busy machine.
describe('TestPanel', () => {
  it('steps through one question per step and submits straight away when there is no statement', async () => {
    const calls: TCall[] = [];
    const fetched = mockFetch(testApi(calls, null));
    const onSubmitted = renderPanel();
    expect((await screen.findByRole('button', { name: 'Back' })) as HTMLButtonElement).toHaveProperty('disabled', true);
    fireEvent.click(await answerAll());

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(calls.map((call) => call.path)).toEqual(['/v1/test/getscore', '/v1/test/submit']);
    // The paper is served once: serving again would replace it on the server.
    expect(fetched.filter((call) => call.url.includes('/v1/quiz/questions/'))).toHaveLength(1);
    expect(calls[1]!.body).toEqual({
      quiz_id: 'c1',
      course_user_id: 'c1:u1',
      answers: [
        { id: 'q1', type: 1, value: 'b' },
        { id: 'q2', type: 3, value: ['a', 'b'] },
        { id: 'q3', type: 2, value: 'Oxygen' },
      ],
      agree_statement: 0,
      signed_name: null,
    });
  });

  it('asks a passing learner to sign the agreement: Agree and Disagree only once a name is typed', async () => {
    const calls: TCall[] = [];
    mockFetch(testApi(calls, '<p>I have read the policy.</p>'));
    const onSubmitted = renderPanel();
    fireEvent.click(await answerAll());

    const dialog = await screen.findByRole('dialog', { name: 'Agreement Statement' });
    expect(within(dialog).getByText('I have read the policy.')).toBeTruthy();
    const agree = within(dialog).getByRole('button', { name: 'Agree' }) as HTMLButtonElement;
    const disagree = within(dialog).getByRole('button', { name: 'Disagree' }) as HTMLButtonElement;
    expect(agree.disabled).toBe(true);
    expect(disagree.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your full name/ }), { target: { value: '  ' } });
    expect(agree.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your full name/ }), {
      target: { value: 'Lee Learner' },
    });
    expect(agree.disabled).toBe(false);
    expect(disagree.disabled).toBe(false);
    expect(calls.map((call) => call.path)).toEqual(['/v1/test/getscore']);

    fireEvent.click(agree);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(calls[1]!.body).toMatchObject({ agree_statement: 1, signed_name: 'Lee Learner' });
  });

  it('submits a failed attempt without the agreement, shows the result, and Take test again serves a new paper', async () => {
    const calls: TCall[] = [];
    const fetched = mockFetch(testApi(calls, '<p>Statement</p>', false));
    const onSubmitted = renderPanel();
    fireEvent.click(await answerAll());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Agreement Statement' })).toBeNull();

    // A result screen, not a toast: outcome, score, pass mark, attempts, what next; the heading has the focus.
    const heading = await screen.findByRole('heading', { name: 'Your Result' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Test failed')).toBeTruthy();
    expect(screen.getByText('Review the course content, then take the test again.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your Result' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Your score33%', 'Pass mark75%', 'Attempts used1', 'Attempts leftNo limit']);
    expect(screen.queryByRole('button', { name: 'Download Certificate' })).toBeNull();
    expect(screen.queryByText('Test failed. You scored 33%')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Take test again' }));
    expect(await screen.findByRole('radio', { name: 'B. CO2' })).toBeTruthy();
    expect(fetched.filter((call) => call.url.includes('/v1/quiz/questions/'))).toHaveLength(2);
  });

  it('shows a pass that completes the course with its certificate to download', async () => {
    const calls: TCall[] = [];
    mockFetch(testApi(calls, null));
    renderPanel();
    fireEvent.click(await answerAll());
    await screen.findByRole('heading', { name: 'Your Result' });
    expect(screen.getByText('Test passed')).toBeTruthy();
    expect(screen.getByText('You have completed this course. Download your certificate to keep a copy.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Certificate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take test again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to Course' })).toBeTruthy();
  });

  it('offers every question of a 12-question test in a wrapping pager, the current one marked', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) =>
      question(`q${index + 1}`, 1, `Question text ${index + 1}`, { a: 'Yes', b: 'No' }),
    );
    mockFetch(
      byPath({
        '/v1/quizzes': () => ({
          status: 200,
          body: { data: { ...quiz(null), total_questions: 12, question_limit: 12 } },
        }),
        '/v1/quiz/questions': () => ({ status: 200, body: { data: twelve, meta: pagination(12, 1, 12) } }),
      }),
    );
    renderPanel();
    const pager = await screen.findByRole('navigation', { name: 'Questions' });
    const buttons = within(pager).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 12 }, (_, index) => `Question ${index + 1}`),
    );
    expect(buttons[0]!.getAttribute('aria-current')).toBe('step');
    expect((buttons[11] as HTMLButtonElement).disabled).toBe(true);
    // The list wraps onto more rows rather than scrolling sideways.
    expect(within(pager).getByRole('list').getAttribute('style')).toContain('--group-wrap: wrap');
  });

  it('says why the test cannot start', async () => {
    mockFetch(
      byPath({
        '/v1/quizzes': () => ({ status: 200, body: { data: quiz(null) } }),
        '/v1/quiz/questions': () => ({
          status: 409,
          body: { message: 'You will need to access all the course content before taking the test' },
        }),
      }),
    );
    renderPanel();
    expect(
      await screen.findByText('You will need to access all the course content before taking the test'),
    ).toBeTruthy();
  });
});
