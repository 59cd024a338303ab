import { XAPI_FORWARDING_LIMITS } from '@skillway/shared';

/**
 * What an external LRS's answer to a POST of statements means (xAPI 1.0.3 section 2.1.3, statements resource):
 * - any 2xx: stored;
 * - 409 Conflict for a single statement: the LRS already holds a statement with that id, so it was delivered before
 *   (ids are kept: a repeated delivery is idempotent); for a batch it may be any one of them, and the LRS stored
 *   none (a batch is all or nothing), so the batch is tried in halves;
 * - 400 Bad Request and 413 Payload Too Large: the same for a batch; for a single statement it never succeeds
 *   however often it is sent, so it goes to the dead-letter list at once;
 * - anything else (401/403 credentials, 404 endpoint, 408/429, 3xx, 5xx): the target's problem, retried on the
 *   schedule with everything behind it waiting.
 */
export type TAnswerKind = 'delivered' | 'split' | 'rejected' | 'retry';

export function answerKind(status: number, statements: number): TAnswerKind {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 409 || status === 400 || status === 413) {
    if (statements > 1) return 'split';
    return status === 409 ? 'delivered' : 'rejected';
  }
  return 'retry';
}

/** The text kept with a failure: the status and the start of the answer on one line, cut to errorMax. */
export function failureText(status: number, answer: string): string {
  const words = answer.replace(/\s+/g, ' ').trim();
  const redirect = status >= 300 && status < 400 ? ' (redirects are not followed)' : '';
  return clip(`HTTP ${status}${redirect}${words ? `: ${words}` : ''}`);
}

export function clip(text: string): string {
  const max = XAPI_FORWARDING_LIMITS.errorMax;
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
