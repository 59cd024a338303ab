import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_MAX_BYTES, decodeSnapshot, encodeSnapshot, type TTestLogSnapshot } from './test-log-snapshot';

const snapshot: TTestLogSnapshot = {
  questions: [
    {
      id: 'q1',
      question: 'Which?',
      question_type: 1,
      options: { a: 'This', b: 'That' },
      core_question: true,
      correct: true,
    },
    {
      id: 'q2',
      question: 'Match',
      question_type: 4,
      options: { a: 'Cat', f: 'Meow' },
      core_question: false,
      correct: false,
    },
  ],
  answers: [
    { id: 'q1', question_type: 1, value: 'a', correct: true },
    { id: 'q2', question_type: 4, value: { a: 'f' }, correct: false },
  ],
};

describe('test log snapshot', () => {
  it('round-trips', () => {
    expect(decodeSnapshot(encodeSnapshot(snapshot))).toEqual(snapshot);
  });

  it('fits a paper of 200 questions at the maxima, even of incompressible text', () => {
    const noise = (length: number) => randomBytes(length).toString('base64').slice(0, length);
    const big: TTestLogSnapshot = {
      questions: Array.from({ length: 200 }, (_, i) => ({
        id: `q${i}`,
        question: noise(1000),
        question_type: 3,
        options: Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((l) => [l, noise(500)])),
        core_question: false,
        correct: i % 2 === 0,
      })),
      answers: Array.from({ length: 200 }, (_, i) => ({
        id: `q${i}`,
        question_type: 3,
        value: ['a', 'b'],
        correct: true,
      })),
    };
    const bytes = encodeSnapshot(big);
    expect(bytes.byteLength).toBeLessThanOrEqual(SNAPSHOT_MAX_BYTES);
    const back = decodeSnapshot(bytes);
    expect(back.questions).toHaveLength(200);
    expect(back.answers[0]).toEqual(big.answers[0]);
    expect(back.questions[0]!.question.length).toBeLessThanOrEqual(120);
  });
});
