import { describe, expect, it } from 'vitest';
import { XAPI_VERB } from '@skillway/shared';
import { isAppError } from '../../platform/http/app-error';
import { validateStatement } from './statement-validation';

const actor = { objectType: 'Agent', account: { homePage: 'http://localhost:3000', name: 'user-1' }, name: 'Ann Lee' };
const good = {
  id: '8f7a3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b',
  actor,
  verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
  object: {
    id: 'http://example.com/course/1',
    definition: { name: { 'en-GB': 'Course' }, type: 'http://adlnet.gov/expapi/activities/course' },
  },
  result: { score: { scaled: 0.8, raw: 8, min: 0, max: 10 }, completion: true, success: true, duration: 'PT1M30S' },
  context: {
    registration: '1b2c3d4e-5f60-4172-8394-a5b6c7d8e9f0',
    contextActivities: { parent: [{ id: 'http://example.com/course' }], category: { id: 'http://example.com/cat' } },
    extensions: { 'http://example.com/ext': { any: 'thing' } },
  },
  timestamp: '2026-11-26T10:00:00.000Z',
};

/** The field a refusal names (400 with errors keyed by field). */
function refusal(statement: unknown): { status: number; field: string } {
  try {
    validateStatement(statement);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { status: error.status, field: Object.keys(error.errors ?? {})[0] ?? '' };
  }
  throw new Error('accepted');
}

describe('validateStatement (xAPI 1.0.3)', () => {
  it('accepts a full statement, groups, sub-statements and statement refs', () => {
    expect(validateStatement(good)).toBe(good);
    expect(() => validateStatement({ ...good, id: undefined })).not.toThrow();
    const group = { objectType: 'Group', member: [{ mbox: 'mailto:a@example.com' }, { mbox_sha1sum: 'a'.repeat(40) }] };
    expect(() => validateStatement({ ...good, actor: group })).not.toThrow();
    const sub = { objectType: 'SubStatement', actor, verb: good.verb, object: { id: 'http://example.com/a' } };
    expect(() => validateStatement({ ...good, object: sub })).not.toThrow();
    const voiding = { actor, verb: { id: XAPI_VERB.VOIDED }, object: { objectType: 'StatementRef', id: good.id } };
    expect(() => validateStatement(voiding)).not.toThrow();
    expect(() => validateStatement({ ...good, timestamp: '2026-11-26T10:00:00+01:00' })).not.toThrow();
  });

  it.each([
    ['unknown top-level property', { ...good, extra: 1 }, 'statement.extra'],
    ['id not a UUID', { ...good, id: 'abc' }, 'statement.id'],
    ['no actor', { ...good, actor: undefined }, 'statement.actor'],
    ['agent with two identifiers', { ...good, actor: { ...actor, mbox: 'mailto:a@example.com' } }, 'statement.actor'],
    ['agent without identifier', { ...good, actor: { name: 'Ann' } }, 'statement.actor'],
    ['mbox not mailto', { ...good, actor: { mbox: 'a@example.com' } }, 'statement.actor.mbox'],
    [
      'account without homePage IRI',
      { ...good, actor: { account: { homePage: 'nowhere', name: 'x' } } },
      'statement.actor.account.homePage',
    ],
    ['anonymous group without members', { ...good, actor: { objectType: 'Group' } }, 'statement.actor.member'],
    ['verb id not an IRI', { ...good, verb: { id: 'completed' } }, 'statement.verb.id'],
    [
      'verb display not a language map',
      { ...good, verb: { ...good.verb, display: { 'not a tag!': 'x' } } },
      'statement.verb.display.not a tag!',
    ],
    ['no object', { ...good, object: undefined }, 'statement.object'],
    ['object without id', { ...good, object: { objectType: 'Activity' } }, 'statement.object.id'],
    [
      'unknown object type',
      { ...good, object: { objectType: 'Thing', id: 'http://x.y' } },
      'statement.object.objectType',
    ],
    ['scaled above 1', { ...good, result: { score: { scaled: 1.5 } } }, 'statement.result.score.scaled'],
    ['scaled below -1', { ...good, result: { score: { scaled: -1.01 } } }, 'statement.result.score.scaled'],
    [
      'raw outside min..max',
      { ...good, result: { score: { raw: 11, min: 0, max: 10 } } },
      'statement.result.score.raw',
    ],
    ['success not boolean', { ...good, result: { success: 'yes' } }, 'statement.result.success'],
    ['duration not ISO 8601', { ...good, result: { duration: '90 seconds' } }, 'statement.result.duration'],
    ['registration not a UUID', { ...good, context: { registration: 'r1' } }, 'statement.context.registration'],
    [
      'revision with an agent object',
      { ...good, object: actor, context: { revision: '2' } },
      'statement.context.revision',
    ],
    [
      'extension key not an IRI',
      { ...good, context: { extensions: { plain: 1 } } },
      'statement.context.extensions.plain',
    ],
    ['timestamp without zone', { ...good, timestamp: '2026-11-26T10:00:00' }, 'statement.timestamp'],
    ['timestamp not a date', { ...good, timestamp: 'yesterday' }, 'statement.timestamp'],
    ['version 2.0', { ...good, version: '2.0.0' }, 'statement.version'],
    ['voiding a non-StatementRef', { ...good, verb: { id: XAPI_VERB.VOIDED } }, 'statement.object.objectType'],
    [
      'nested sub-statement',
      {
        ...good,
        object: { objectType: 'SubStatement', actor, verb: good.verb, object: { objectType: 'SubStatement' } },
      },
      'statement.object.object.objectType',
    ],
    [
      'attachment without fileUrl',
      {
        ...good,
        attachments: [
          { usageType: 'http://x.y/u', display: { en: 'a' }, contentType: 'text/plain', length: 1, sha2: 'ab' },
        ],
      },
      'statement.attachments.0.fileUrl',
    ],
  ])('refuses %s with 400 naming the field', (_name, statement, field) => {
    expect(refusal(statement)).toEqual({ status: 400, field });
  });
});
