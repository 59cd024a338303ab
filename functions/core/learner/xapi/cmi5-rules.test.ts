import { describe, expect, it } from 'vitest';
import { CMI5_IRI, XAPI_VERB } from '@skillway/shared';
import { isAppError } from '../../platform/http/app-error';
import { decideCmi5Statement, type TCmi5Flag, type TCmi5Session } from './cmi5-rules';

const SESSION_ID = 'session-1';
const base: TCmi5Session = {
  sessionId: SESSION_ID,
  launchMode: 'Normal',
  masteryScore: 0.8,
  sessionVerbs: [XAPI_VERB.INITIALIZED],
  ended: undefined,
};

function statement(
  verb: string,
  result?: Record<string, unknown>,
  options: { category?: boolean; session?: string } = {},
) {
  return {
    actor: { account: { homePage: 'http://localhost', name: 'u' } },
    verb: { id: verb },
    object: { id: 'http://localhost/xapi/activities/au/a/1' },
    ...(result ? { result } : {}),
    context: {
      contextActivities: options.category === false ? {} : { category: [{ id: CMI5_IRI.CATEGORY }] },
      extensions: { [CMI5_IRI.SESSION_ID]: options.session ?? SESSION_ID },
    },
  };
}

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { status: error.status, message: error.message };
  }
  throw new Error('accepted');
}

const decide = (s: ReturnType<typeof statement>, session: Partial<TCmi5Session> = {}, flags: TCmi5Flag[] = []) =>
  decideCmi5Statement(s, { ...base, ...session }, flags);

describe('cmi5 rules', () => {
  it('starts with initialized, then takes completed, passed and terminated', () => {
    expect(decide(statement(XAPI_VERB.INITIALIZED), { sessionVerbs: [] })).toMatchObject({
      defined: true,
      ends: false,
    });
    expect(decide(statement(XAPI_VERB.COMPLETED, { completion: true, duration: 'PT1S' }))).toMatchObject({
      flag: 'completed',
    });
    expect(decide(statement(XAPI_VERB.PASSED, { success: true, score: { scaled: 0.9 } }))).toMatchObject({
      flag: 'passed',
      scaled: 0.9,
    });
    expect(decide(statement(XAPI_VERB.FAILED, { success: false, score: { scaled: 0.5 } }))).toMatchObject({
      flag: 'failed',
    });
    expect(decide(statement(XAPI_VERB.TERMINATED))).toMatchObject({ ends: true });
    // A cmi5 allowed statement (no cmi5 category) counts for nothing but must come after initialized.
    expect(
      decide(statement('http://adlnet.gov/expapi/verbs/experienced', undefined, { category: false })),
    ).toMatchObject({ defined: false });
  });

  it('refuses anything before initialized, and everything after terminated (403)', () => {
    expect(
      refusal(() => decide(statement(XAPI_VERB.COMPLETED, { completion: true }), { sessionVerbs: [] })).status,
    ).toBe(400);
    expect(refusal(() => decide(statement(XAPI_VERB.INITIALIZED), { ended: 'terminated' })).status).toBe(403);
    expect(
      refusal(() => decide(statement('http://x.y/v', undefined, { category: false }), { ended: 'abandoned' })).status,
    ).toBe(403);
  });

  it('requires the launch session id, and keeps the LMS verbs and voiding to the LMS', () => {
    expect(refusal(() => decide(statement(XAPI_VERB.TERMINATED, undefined, { session: 'other' }))).status).toBe(400);
    for (const verb of [
      XAPI_VERB.LAUNCHED,
      XAPI_VERB.WAIVED,
      XAPI_VERB.ABANDONED,
      XAPI_VERB.SATISFIED,
      XAPI_VERB.VOIDED,
    ]) {
      expect(refusal(() => decide(statement(verb))).status).toBe(403);
    }
  });

  it('keeps each defined verb once per session and one of passed/failed', () => {
    expect(refusal(() => decide(statement(XAPI_VERB.INITIALIZED))).status).toBe(400);
    const passedAlready = { sessionVerbs: [XAPI_VERB.INITIALIZED, XAPI_VERB.FAILED] };
    expect(refusal(() => decide(statement(XAPI_VERB.PASSED, { success: true }), passedAlready)).status).toBe(400);
  });

  it('keeps completed and passed once per registration, and no failed after passed', () => {
    expect(refusal(() => decide(statement(XAPI_VERB.COMPLETED, { completion: true }), {}, ['completed'])).status).toBe(
      400,
    );
    expect(refusal(() => decide(statement(XAPI_VERB.PASSED, { success: true }), {}, ['passed'])).status).toBe(400);
    expect(refusal(() => decide(statement(XAPI_VERB.FAILED, { success: false }), {}, ['passed'])).status).toBe(400);
    expect(decide(statement(XAPI_VERB.PASSED, { success: true }), {}, ['failed'])).toMatchObject({ flag: 'passed' });
  });

  it('checks result.success, completion and score against the verb and the mastery score', () => {
    expect(refusal(() => decide(statement(XAPI_VERB.PASSED, {}))).status).toBe(400);
    expect(refusal(() => decide(statement(XAPI_VERB.FAILED, { success: true }))).status).toBe(400);
    expect(refusal(() => decide(statement(XAPI_VERB.COMPLETED, {}))).status).toBe(400);
    expect(refusal(() => decide(statement(XAPI_VERB.COMPLETED, { completion: true, success: true }))).status).toBe(400);
    expect(refusal(() => decide(statement(XAPI_VERB.TERMINATED, { score: { scaled: 1 } }))).status).toBe(400);
    expect(
      refusal(() => decide(statement(XAPI_VERB.PASSED, { success: true, score: { scaled: 0.7 } }))).message,
    ).toMatch(/below the mastery/);
    expect(
      refusal(() => decide(statement(XAPI_VERB.FAILED, { success: false, score: { scaled: 0.8 } }))).message,
    ).toMatch(/at or above/);
    expect(
      decide(statement(XAPI_VERB.PASSED, { success: true, score: { scaled: 0.7 } }), { masteryScore: undefined }),
    ).toMatchObject({ flag: 'passed' });
  });

  it('allows only initialized and terminated outside Normal mode', () => {
    expect(
      refusal(() => decide(statement(XAPI_VERB.COMPLETED, { completion: true }), { launchMode: 'Browse' })).status,
    ).toBe(400);
    expect(decide(statement(XAPI_VERB.TERMINATED), { launchMode: 'Review' })).toMatchObject({ ends: true });
  });
});
