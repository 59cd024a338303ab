import { describe, expect, it } from 'vitest';
import { XAPI_FORWARDING_LIMITS } from '@skillway/shared';
import { answerKind, failureText } from './answers';

describe("an external LRS's answer", () => {
  it('counts 200 and 204 as delivered, and 409 for one statement (its id is already there)', () => {
    expect(answerKind(200, 50)).toBe('delivered');
    expect(answerKind(204, 1)).toBe('delivered');
    expect(answerKind(409, 1)).toBe('delivered');
  });

  it('tries a refused batch in halves, and dead-letters a single statement the LRS refuses as invalid', () => {
    expect(answerKind(409, 2)).toBe('split');
    expect(answerKind(400, 10)).toBe('split');
    expect(answerKind(413, 3)).toBe('split');
    expect(answerKind(400, 1)).toBe('rejected');
    expect(answerKind(413, 1)).toBe('rejected');
  });

  it("retries the target's own problems", () => {
    for (const status of [301, 302, 401, 403, 404, 408, 429, 500, 502, 503, 0])
      expect(answerKind(status, 5)).toBe('retry');
  });

  it('keeps the status and the start of the answer on one line, cut', () => {
    expect(failureText(500, '  Internal\n error ')).toBe('HTTP 500: Internal error');
    expect(failureText(302, '')).toBe('HTTP 302 (redirects are not followed)');
    expect(failureText(500, 'x'.repeat(5000))).toHaveLength(XAPI_FORWARDING_LIMITS.errorMax);
  });
});
