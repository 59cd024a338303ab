import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import * as z from 'zod/mini';
import { ZTestLogAnswer, ZTestLogQuestion, type TTestLogAnswer, type TTestLogQuestion } from '@skillway/shared';

/** What a test log keeps of one attempt: the questions as asked and the answers as given, each marked right or wrong. */
export interface TTestLogSnapshot {
  questions: TTestLogQuestion[];
  answers: TTestLogAnswer[];
}

const ZSnapshot = z.object({ questions: z.array(ZTestLogQuestion), answers: z.array(ZTestLogAnswer) });

/**
 * Room for the snapshot in one item (DynamoDB's limit is 400 KB per item, keys and the other attributes included).
 * A test of 200 questions at the form's maxima is about 1.2 MB of text: compressed, natural text fits easily.
 */
export const SNAPSHOT_MAX_BYTES = 300_000;
/** If a paper still does not fit, its texts are cut to this length (the answers and verdicts are kept whole). */
const CUT_TEXT = 120;

function compress(snapshot: TTestLogSnapshot): Uint8Array {
  return brotliCompressSync(Buffer.from(JSON.stringify(snapshot), 'utf8'), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
  });
}

const cut = (text: string) => (text.length > CUT_TEXT ? `${text.slice(0, CUT_TEXT - 1)}…` : text);

export function encodeSnapshot(snapshot: TTestLogSnapshot): Uint8Array {
  const bytes = compress(snapshot);
  if (bytes.byteLength <= SNAPSHOT_MAX_BYTES) return bytes;
  const shortened: TTestLogSnapshot = {
    answers: snapshot.answers.map((answer) =>
      typeof answer.value === 'string' ? { ...answer, value: cut(answer.value) } : answer,
    ),
    questions: snapshot.questions.map((question) => ({
      ...question,
      question: cut(question.question),
      options: Object.fromEntries(Object.entries(question.options).map(([letter, text]) => [letter, cut(text ?? '')])),
    })),
  };
  return compress(shortened);
}

export function decodeSnapshot(bytes: Uint8Array): TTestLogSnapshot {
  const json: unknown = JSON.parse(brotliDecompressSync(bytes).toString('utf8'));
  return z.parse(ZSnapshot, json);
}
