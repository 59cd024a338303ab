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
/**
 * Up to this much JSON (a paper of about 40 questions) is compressed at brotli's best quality: the log is written
 * twice (the table and its by-id index) in the submission's transaction, and a usual paper's snapshot comes out about
 * a sixth smaller than at quality 5 (1,736 → 1,443 bytes for the bench's 12-question paper) for about 10 ms of CPU.
 * Above it, quality 11 costs seconds; quality 5 stays.
 */
export const BEST_QUALITY_MAX_JSON_BYTES = 16 * 1024;

function compress(snapshot: TTestLogSnapshot): Uint8Array {
  const json = Buffer.from(JSON.stringify(snapshot), 'utf8');
  const quality = json.byteLength <= BEST_QUALITY_MAX_JSON_BYTES ? constants.BROTLI_MAX_QUALITY : 5;
  return brotliCompressSync(json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: json.byteLength },
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
