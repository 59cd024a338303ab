import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  BEST_QUALITY_MAX_JSON_BYTES,
  SNAPSHOT_MAX_BYTES,
  decodeSnapshot,
  encodeSnapshot,
  type TTestLogSnapshot,
} from './test-log-snapshot';

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

  it("compresses a usual paper at brotli's best quality, smaller than quality 5 made it (issue 36)", () => {
    const paper: TTestLogSnapshot = {
      questions: Array.from({ length: 12 }, (_, i) => ({
        id: `01M97VAFH9VJZ3EXQJ62D6AX${i.toString().padStart(2, '0')}`,
        question: `Under fire safety law, who is responsible for the fire risk assessment in case ${i}?`,
        question_type: 1,
        options: { a: 'The responsible person', b: 'The fire service', c: 'Every employee', d: `Nobody ${i}` },
        core_question: i % 3 === 0,
        correct: i % 2 === 0,
      })),
      answers: Array.from({ length: 12 }, (_, i) => ({
        id: `01M97VAFH9VJZ3EXQJ62D6AX${i.toString().padStart(2, '0')}`,
        question_type: 1,
        value: 'a',
        correct: i % 2 === 0,
      })),
    };
    const json = Buffer.from(JSON.stringify(paper), 'utf8');
    expect(json.byteLength).toBeLessThanOrEqual(BEST_QUALITY_MAX_JSON_BYTES);
    const before = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).byteLength;
    const bytes = encodeSnapshot(paper);
    expect(bytes.byteLength).toBeLessThan(before);
    expect(decodeSnapshot(bytes)).toEqual(paper);
  });
});
