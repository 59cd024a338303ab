import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, type TQuestion } from '@skillway/shared';
import { mockFetch, renderWithApp } from '../../../test/render';
import { QuestionForm } from './question-form';

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function chooseType(name: string) {
  fireEvent.change(screen.getByLabelText('Question type'), {
    target: {
      value: String({ 'Single choice': 1, 'Fill in the blank': 2, 'Multiple choice': 3, Association: 4 }[name]),
    },
  });
}

function question(overrides: Partial<TQuestion>): TQuestion {
  return {
    id: 'q1',
    quiz_id: 'quiz1',
    question: 'Which exit?',
    question_type: 1,
    options: { a: 'Front', b: 'Back' },
    correct_answer: 'b',
    core_question: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on it.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  }
});

describe('QuestionForm', () => {
  it('single choice: offers only answers with text, and says Select a correct Answer without calling the API', async () => {
    const calls = mockFetch(() => ({ status: 201, body: {} }));
    renderWithApp(<QuestionForm testId="quiz1" question={null} onDone={vi.fn()} />);
    await screen.findByLabelText('Question type');
    type(/^Question\b(?! type)/, 'Where is the fire assembly point?');
    type('Answer A', 'Car park');
    type('Answer C', 'Reception');

    const group = screen.getByRole('radiogroup', { name: /Correct Answer/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getByLabelText('A: Car park')).toBeTruthy();
    expect(within(group).getByLabelText('C: Reception')).toBeTruthy();
    expect(within(group).queryByLabelText(/^B:/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(await screen.findByText(MSG.SELECT_CORRECT_ANSWER)).toBeTruthy();
    // The empty answer is named as the form labels it (Answer B), not by its letter.
    expect(screen.getByText('The answer B field is required.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('single choice: sends the chosen letter to POST /question', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { data: question({}) } }));
    const onDone = vi.fn();
    renderWithApp(<QuestionForm testId="quiz1" question={null} onDone={onDone} />);
    await screen.findByLabelText('Question type');
    type(/^Question\b(?! type)/, 'Which exit?');
    type('Answer A', 'Front');
    type('Answer B', 'Back');
    fireEvent.click(screen.getByLabelText('B: Back'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/v1/question');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      quiz_id: 'quiz1',
      question: 'Which exit?',
      options: { a: 'Front', b: 'Back' },
      correct_answer: 'b',
      question_type: 1,
      core_question: false,
    });
  });

  it('multiple choice: needs two or more correct answers (Select multiple Answers)', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { data: question({ question_type: 3 }) } }));
    const onDone = vi.fn();
    renderWithApp(<QuestionForm testId="quiz1" question={null} onDone={onDone} />);
    await screen.findByLabelText('Question type');
    chooseType('Multiple choice');
    type(/^Question\b(?! type)/, 'Which are fire classes?');
    type('Answer A', 'A');
    type('Answer B', 'B');
    type('Answer J', 'Z');
    const group = screen.getByRole('group', { name: /Correct Answers/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);

    fireEvent.click(screen.getByLabelText('A: A'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(await screen.findByText(MSG.SELECT_MULTIPLE_ANSWERS)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('B: B'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/v1/multi-question');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ correct_answer: ['a', 'b'], question_type: 3 });
  });

  it('association: shows the rewritten messages for missing associations', async () => {
    const calls = mockFetch(() => ({ status: 201, body: {} }));
    renderWithApp(<QuestionForm testId="quiz1" question={null} onDone={vi.fn()} />);
    await screen.findByLabelText('Question type');
    chooseType('Association');
    type(/^Question\b(?! type)/, 'Match the extinguisher to the fire.');
    type('Label A', 'Water');
    type('Label B', 'CO2');
    type('Label C', 'Foam');
    type('Association of label B', 'Electrical');
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(await screen.findByText('The association of label A is required.')).toBeTruthy();
    expect(screen.getByText('The association of label C is required.')).toBeTruthy();
    expect(screen.queryByText('The association of label B is required.')).toBeNull();
    expect(screen.queryByText('The association of label D is required.')).toBeNull();
    expect(calls).toHaveLength(0);

    // A later pair makes the one before it needed too.
    type('Association of label E', 'Paper');
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(await screen.findByText('The association of label D is required.')).toBeTruthy();
    expect(screen.getByText('The label E field is required.')).toBeTruthy();
  });

  it('fill in the blank sends its answer as option a', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { data: question({ question_type: 2 }) } }));
    const onDone = vi.fn();
    renderWithApp(<QuestionForm testId="quiz1" question={null} onDone={onDone} />);
    await screen.findByLabelText('Question type');
    chooseType('Fill in the blank');
    type(/^Question\b(?! type)/, 'Stop, drop and ___.');
    type(/^Answer/, 'roll');
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/v1/fill-question');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ options: { a: 'roll' }, correct_answer: 'a' });
  });

  it('opens an unknown stored type as single choice and updates through POST /question/{id}', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { data: question({}) } }));
    const onDone = vi.fn();
    renderWithApp(<QuestionForm testId="quiz1" question={question({ question_type: 9 })} onDone={onDone} />);
    expect(((await screen.findByLabelText('Question type')) as HTMLSelectElement).value).toBe('1');
    expect((screen.getByLabelText('B: Back') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Update Question' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/v1/question/q1');
  });

  it('puts the server field errors under the answers', async () => {
    mockFetch(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { c: ['An answer may not be greater than 500 characters.'] },
      },
    }));
    renderWithApp(<QuestionForm testId="quiz1" question={null} onDone={vi.fn()} />);
    await screen.findByLabelText('Question type');
    type(/^Question\b(?! type)/, 'Q?');
    type('Answer A', 'One');
    type('Answer B', 'Two');
    type('Answer C', 'Three');
    fireEvent.click(screen.getByLabelText('A: One'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(await screen.findByText('An answer may not be greater than 500 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Answer C').getAttribute('aria-invalid')).toBe('true');
  });
});
