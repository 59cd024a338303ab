import { describe, expect, it } from 'vitest';
import { XAPI_VERB } from '@skillway/shared';
import { isAppError } from '../../platform/http/app-error';
import {
  isDuration,
  isLanguageTag,
  isTimestamp,
  validateActor,
  validateGroup,
  validateStatement,
  type TStatementOptions,
  type TStatementVersion,
} from './statement-validation';

const SHA256 = 'ab'.repeat(32);
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
function refusal(
  statement: unknown,
  version: TStatementVersion = '1.0.3',
  options: TStatementOptions = {},
): { status: number; field: string } {
  try {
    validateStatement(statement, 'statement', version, options);
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
          { usageType: 'http://x.y/u', display: { en: 'a' }, contentType: 'text/plain', length: 1, sha2: SHA256 },
        ],
      },
      'statement.attachments.0.fileUrl',
    ],
  ])('refuses %s with 400 naming the field', (_name, statement, field) => {
    expect(refusal(statement)).toEqual({ status: 400, field });
  });
});

/** A statement whose object is an Activity with this definition. */
function withDefinition(definition: Record<string, unknown>) {
  return { ...good, object: { id: 'http://example.com/q/1', definition } };
}

const component = (id: unknown, extra: Record<string, unknown> = {}) => ({ id, description: { en: 'x' }, ...extra });

describe('interaction activities (xAPI 1.0.3 section 2.4.4.1)', () => {
  it.each([
    ['true-false', { correctResponsesPattern: ['true'] }],
    ['choice', { correctResponsesPattern: ['a[,]b'], choices: [component('a'), component('b')] }],
    ['sequencing', { choices: [component('a'), component('b')] }],
    ['likert', { scale: [component('l0'), component('l1')] }],
    ['matching', { source: [component('s')], target: [component('t')] }],
    ['performance', { steps: [component('1')] }],
    ['fill-in', { correctResponsesPattern: ['{case_matters=false}Bob'] }],
    ['long-fill-in', {}],
    ['numeric', { correctResponsesPattern: ['4[:]'] }],
    ['other', {}],
  ])('accepts interactionType %s with the lists it uses', (interactionType, rest) => {
    expect(() => validateStatement(withDefinition({ interactionType, ...rest }))).not.toThrow();
    expect(() => validateStatement(withDefinition({ interactionType, ...rest }), 'statement', '2.0.0')).not.toThrow();
  });

  it.each([
    'true-faLse',
    'choiCe',
    'fill-iN',
    'long-fiLl-in',
    'matchIng',
    'perfOrmance',
    'seqUencing',
    'liKert',
    'nUmeric',
    'Other',
  ])('refuses the wrong-case interactionType %s', (interactionType) => {
    expect(refusal(withDefinition({ interactionType }))).toEqual({
      status: 400,
      field: 'statement.object.definition.interactionType',
    });
  });

  it.each([
    ['an IRI', 'ab=c://should.fail.com'],
    ['a number', 12345],
    ['an object', { test: 'value' }],
    ['an unknown string', 'should error'],
    ['null', null],
  ])('refuses an interactionType that is %s', (_name, interactionType) => {
    expect(refusal(withDefinition({ interactionType, correctResponsesPattern: ['x'] }))).toEqual({
      status: 400,
      field: 'statement.object.definition.interactionType',
    });
  });

  it.each([
    ['correctResponsesPattern', { correctResponsesPattern: ['true'] }],
    ['choices', { choices: [component('a')] }],
    ['scale', { scale: [component('a')] }],
    ['source', { source: [component('a')] }],
    ['target', { target: [component('a')] }],
    ['steps', { steps: [component('a')] }],
  ])('refuses %s without an interactionType', (_name, definition) => {
    expect(refusal(withDefinition(definition))).toEqual({
      status: 400,
      field: 'statement.object.definition.interactionType',
    });
  });

  it('refuses a list without an interactionType inside a sub-statement too, naming its path', () => {
    const sub = {
      objectType: 'SubStatement',
      actor,
      verb: good.verb,
      object: { id: 'http://example.com/q/1', definition: { choices: [component('a')] } },
    };
    expect(refusal({ ...good, object: sub })).toEqual({
      status: 400,
      field: 'statement.object.object.definition.interactionType',
    });
  });

  it.each([
    ['choices on true-false', 'true-false', 'choices'],
    ['scale on choice', 'choice', 'scale'],
    ['choices on likert', 'likert', 'choices'],
    ['steps on matching', 'matching', 'steps'],
    ['source on performance', 'performance', 'source'],
    ['target on sequencing', 'sequencing', 'target'],
    ['choices on fill-in', 'fill-in', 'choices'],
    ['scale on numeric', 'numeric', 'scale'],
    ['steps on other', 'other', 'steps'],
  ])('refuses %s (a list the type does not use)', (_name, interactionType, list) => {
    expect(refusal(withDefinition({ interactionType, [list]: [component('a')] }))).toEqual({
      status: 400,
      field: `statement.object.definition.${list}`,
    });
  });

  it.each([
    ['a list that is not an array', { choices: component('a') }, 'statement.object.definition.choices'],
    ['a component that is not an object', { choices: ['a'] }, 'statement.object.definition.choices.0'],
    ['duplicate ids', { choices: [component('a'), component('a')] }, 'statement.object.definition.choices.1.id'],
    ['an empty id', { choices: [component('')] }, 'statement.object.definition.choices.0.id'],
    ['a numeric id', { choices: [component(1)] }, 'statement.object.definition.choices.0.id'],
    ['a missing id', { choices: [{ description: { en: 'x' } }] }, 'statement.object.definition.choices.0.id'],
    [
      'an unknown component property',
      { choices: [component('a', { name: 'x' })] },
      'statement.object.definition.choices.0.name',
    ],
    [
      'a description that is not a language map',
      { choices: [{ id: 'a', description: 'x' }] },
      'statement.object.definition.choices.0.description',
    ],
    [
      'a description keyed by an invalid tag',
      { choices: [{ id: 'a', description: { something: 'x' } }] },
      'statement.object.definition.choices.0.description.something',
    ],
    [
      'a pattern list that is not an array',
      { correctResponsesPattern: 'a' },
      'statement.object.definition.correctResponsesPattern',
    ],
    [
      'a pattern that is not a string',
      { correctResponsesPattern: [1] },
      'statement.object.definition.correctResponsesPattern.0',
    ],
  ])('refuses %s', (_name, rest, field) => {
    expect(refusal(withDefinition({ interactionType: 'choice', ...rest }))).toEqual({ status: 400, field });
  });

  it('allows the same component id in source and target (ids are distinct per list)', () => {
    const definition = { interactionType: 'matching', source: [component('1')], target: [component('1')] };
    expect(() => validateStatement(withDefinition(definition))).not.toThrow();
  });
});

describe('RFC 5646 language tags', () => {
  it.each([
    'en',
    'de',
    'en-US',
    'EN-us',
    'es-419',
    'es-MX',
    'cmn',
    'ase',
    'tlh',
    'zh-Hant',
    'sr-Latn-RS',
    'zh-Hans-CN',
    'de-DE-1996',
    'zh-yue-HK',
    'en-a-bbb-x-a-ccc',
    'x-klingon',
    'i-klingon',
    'en-GB-oed',
    'zh-min-nan',
    'sgn-BE-FR',
  ])('accepts %s', (tag) => {
    expect(isLanguageTag(tag)).toBe(true);
  });

  it.each([
    ['a 9-letter language', 'something'],
    ['a 9-character subtag', 'a12345678'],
    ['a 9-letter middle subtag', 'zh-something-ccc'],
    ['a repeated extension singleton', 'zh-z-aaa-z-bbb-c-ccc'],
    ['a repeated variant', 'de-1996-1996'],
    ['an empty subtag', 'en--US'],
    ['a trailing hyphen', 'en-'],
    ['an empty string', ''],
    ['a space', 'en US'],
    ['an underscore', 'en_US'],
    ['a single letter language', 'e'],
    ['a singleton without its subtags', 'en-a'],
    ['not a string', 12],
  ])('refuses %s', (_name, tag) => {
    expect(isLanguageTag(tag)).toBe(false);
  });

  const attachment = {
    usageType: 'http://example.com/attachment-usage/test',
    display: { 'en-US': 'A test attachment' },
    description: { 'en-US': 'A test attachment (description)', 'es-MX': 'Un accesorio de prueba' },
    contentType: 'text/plain; charset=ascii',
    length: 27,
    sha2: SHA256,
    fileUrl: 'http://over.there.com/file.txt',
  };

  it('accepts language maps and context.language with valid tags', () => {
    expect(() => validateStatement({ ...good, context: { language: 'cmn' }, attachments: [attachment] })).not.toThrow();
  });

  it.each([
    ['context.language', { ...good, context: { language: 'something' } }, 'statement.context.language'],
    ['context.language not a string', { ...good, context: { language: 12 } }, 'statement.context.language'],
    [
      'a sub-statement context.language',
      {
        ...good,
        object: {
          objectType: 'SubStatement',
          actor,
          verb: good.verb,
          object: { id: 'http://example.com/a' },
          context: { language: 'something' },
        },
      },
      'statement.object.context.language',
    ],
    [
      'an activity name key',
      withDefinition({ name: { 'en-US': 'x', 'zh-something-ccc': 'y' } }),
      'statement.object.definition.name.zh-something-ccc',
    ],
    [
      'an activity description key',
      withDefinition({ description: { something: 'y' } }),
      'statement.object.definition.description.something',
    ],
    [
      'an attachment display key',
      { ...good, attachments: [{ ...attachment, display: { 'en-US': 'x', something: 'y' } }] },
      'statement.attachments.0.display.something',
    ],
    [
      'an attachment description key',
      { ...good, attachments: [{ ...attachment, description: { 'en-US': 'x', something: 'y' } }] },
      'statement.attachments.0.description.something',
    ],
    [
      'an attachment description that is a string',
      { ...good, attachments: [{ ...attachment, description: 'should fail' }] },
      'statement.attachments.0.description',
    ],
    [
      'an attachment description that is a number',
      { ...good, attachments: [{ ...attachment, description: 12345 }] },
      'statement.attachments.0.description',
    ],
    [
      'an attachment display that is missing',
      { ...good, attachments: [{ ...attachment, display: undefined }] },
      'statement.attachments.0.display',
    ],
    [
      'a language map value that is null',
      { ...good, verb: { ...good.verb, display: { 'en-US': null } } },
      'statement.verb.display.en-US',
    ],
  ])('refuses an invalid tag or map in %s', (_name, statement, field) => {
    expect(refusal(statement)).toEqual({ status: 400, field });
  });
});

describe('authority (xAPI 1.0.3 section 2.4.9)', () => {
  const consumer = { account: { homePage: 'http://example.com/xAPI/OAuth/Token', name: 'oauth_consumer_x75db' } };
  const user = { mbox: 'mailto:bob@example.com' };
  const pair = { objectType: 'Group', member: [consumer, user] };

  it('accepts an Agent or the anonymous pair of an OAuth consumer and its user', () => {
    expect(() => validateStatement({ ...good, authority: actor })).not.toThrow();
    expect(() => validateStatement({ ...good, authority: pair })).not.toThrow();
    expect(() => validateStatement({ ...good, authority: pair }, 'statement', '2.0.0')).not.toThrow();
  });

  it.each([
    ['an identified Group (mbox)', { ...pair, mbox: 'mailto:group@example.com' }, 'statement.authority'],
    ['an identified Group (mbox_sha1sum)', { ...pair, mbox_sha1sum: 'c'.repeat(40) }, 'statement.authority'],
    ['an identified Group (openid)', { ...pair, openid: 'http://openid.example.org/12345' }, 'statement.authority'],
    [
      'an identified Group (account)',
      { ...pair, account: { homePage: 'http://www.example.com', name: 'group' } },
      'statement.authority',
    ],
    [
      'an identified Group without members',
      { objectType: 'Group', openid: 'http://openid.example.org/1' },
      'statement.authority',
    ],
    ['a Group of one Agent', { objectType: 'Group', member: [user] }, 'statement.authority.member'],
    [
      'a Group of three Agents',
      { objectType: 'Group', member: [consumer, user, { mbox: 'mailto:james@example.com' }] },
      'statement.authority.member',
    ],
    ['a Group without members', { objectType: 'Group' }, 'statement.authority.member'],
    [
      'a Group holding a Group',
      { objectType: 'Group', member: [consumer, { objectType: 'Group', member: [user] }] },
      'statement.authority.member.1.objectType',
    ],
    ['an Agent without identifier', { objectType: 'Agent' }, 'statement.authority'],
  ])('refuses %s', (_name, authority, field) => {
    expect(refusal({ ...good, authority })).toEqual({ status: 400, field });
  });
});

describe('timestamps', () => {
  it.each([
    '2026-11-26T10:00:00.000Z',
    '2026-11-26T10:00:00Z',
    '2026-11-26T10:00Z',
    '2026-11-26T10:00:00.123456789Z',
    '2008-09-15T15:53:00.601+00:00',
    '2008-09-15T15:53:00.601+0000',
    '2023-05-04T12:00:00-05:00',
    '2023-05-04T12:00:00+05:30',
    '2024-02-29T00:00:00Z',
  ])('accepts %s', (value) => {
    expect(isTimestamp(value)).toBe(true);
  });

  it.each([
    ['the -00:00 offset', '2008-09-15T15:53:00.601-00:00'],
    ['the -0000 offset', '2008-09-15T15:53:00.601-0000'],
    ['the -00 offset', '2008-09-15T15:53:00.601-00'],
    ['an hour-only offset', '2008-09-15T15:53:00+05'],
    ['no time zone', '2026-11-26T10:00:00'],
    ['no time', '2026-11-26'],
    ['a space for the T', '2026-11-26 10:00:00Z'],
    ['February 29th of a common year', '2023-02-29T00:00:00Z'],
    ['April 31st', '2026-04-31T00:00:00Z'],
    ['month 13', '2026-13-01T00:00:00Z'],
    ['hour 24', '2026-11-26T24:00:00Z'],
    ['minute 60', '2026-11-26T10:60:00Z'],
    ['a leap second', '2026-12-31T23:59:60Z'],
    ['an offset hour 24', '2026-11-26T10:00:00+24:00'],
    ['a US date', '01/011/2015'],
    ['a word', 'should fail'],
    ['a number', 1234],
  ])('refuses %s', (_name, value) => {
    expect(isTimestamp(value)).toBe(false);
  });

  it('refuses a -00:00 offset on the statement, its stored and a sub-statement', () => {
    const bad = '2008-09-15T15:53:00.601-00:00';
    expect(refusal({ ...good, timestamp: bad })).toEqual({ status: 400, field: 'statement.timestamp' });
    expect(refusal({ ...good, stored: bad })).toEqual({ status: 400, field: 'statement.stored' });
    const sub = { objectType: 'SubStatement', actor, verb: good.verb, object: { id: 'http://x.y/a' }, timestamp: bad };
    expect(refusal({ ...good, object: sub })).toEqual({ status: 400, field: 'statement.object.timestamp' });
  });
});

describe('durations', () => {
  it.each([
    'PT1H0M0.1S',
    'PT4H35M59.14S',
    'PT16559.14S',
    'P3Y1M29DT4H35M59.14S',
    'P3Y',
    'P4W',
    'P1DT12H36M0.12567S',
    'PT1.5H',
    'P0D',
  ])('accepts %s', (value) => {
    expect(isDuration(value)).toBe(true);
    expect(() => validateStatement({ ...good, result: { duration: value } })).not.toThrow();
    expect(() => validateStatement({ ...good, result: { duration: value } }, 'statement', '2.0.0')).not.toThrow();
  });

  it.each([
    ['weeks with days', 'P4W1D'],
    ['weeks with time', 'P1WT1H'],
    ['a letter for a number', 'PA1H0M0S'],
    ['P alone', 'P'],
    ['T without a time', 'P1DT'],
    ['PT alone', 'PT'],
    ['a fraction before the last component', 'P1.5DT2H'],
    ['a comma fraction', 'PT1,5S'],
    ['the alternative format', 'P0003-01-29T04:35:59'],
    ['a negative duration', '-P1D'],
    ['components out of order', 'PT1S1M'],
    ['a word', 'should fail'],
    ['a number', 12345],
  ])('refuses %s', (_name, value) => {
    expect(isDuration(value)).toBe(false);
    expect(refusal({ ...good, result: { duration: value } })).toEqual({
      status: 400,
      field: 'statement.result.duration',
    });
    expect(refusal({ ...good, result: { duration: value } }, '2.0.0')).toEqual({
      status: 400,
      field: 'statement.result.duration',
    });
  });
});

describe('statement version', () => {
  it.each([
    ['1.0', '1.0.3'],
    ['1.0.0', '1.0.3'],
    ['1.0.9', '1.0.3'],
    ['1.0', '2.0.0'],
    ['1.0.3', '2.0.0'],
    ['2.0.0', '2.0.0'],
    ['2.0', '2.0.0'],
    ['2.0.1', '2.0.0'],
  ] as const)('accepts version %s in a %s request', (statementVersion, requestVersion) => {
    expect(() => validateStatement({ ...good, version: statementVersion }, 'statement', requestVersion)).not.toThrow();
  });

  it.each([
    ['2.0.0', '1.0.3'],
    ['should fail', '1.0.3'],
    ['0.9.9', '1.0.3'],
    ['1.1.0', '1.0.3'],
    ['0.9.9', '2.0.0'],
    ['1.1.0', '2.0.0'],
    ['2.1.0', '2.0.0'],
    ['3.0.0', '2.0.0'],
    [1, '2.0.0'],
  ] as const)('refuses version %s in a %s request', (statementVersion, requestVersion) => {
    expect(refusal({ ...good, version: statementVersion }, requestVersion)).toEqual({
      status: 400,
      field: 'statement.version',
    });
  });
});

describe('xAPI 2.0.0 contextAgents and contextGroups', () => {
  const contextAgent = {
    objectType: 'contextAgent',
    agent: { objectType: 'Agent', mbox: 'mailto:player-1@example.com' },
    relevantTypes: ['https://example.com/types/player'],
  };
  const contextGroup = {
    objectType: 'contextGroup',
    group: { objectType: 'Group', mbox: 'mailto:team-1@example.com', member: [{ mbox: 'mailto:p1@example.com' }] },
    relevantTypes: ['https://example.com/types/team'],
  };
  const context = { contextAgents: [contextAgent], contextGroups: [contextGroup] };
  const sub = (subContext: unknown) => ({
    ...good,
    object: { objectType: 'SubStatement', actor, verb: good.verb, object: { id: 'http://x.y/a' }, context: subContext },
  });

  it('accepts them in a 2.0.0 statement and sub-statement, relevantTypes optional', () => {
    expect(() => validateStatement({ ...good, context }, 'statement', '2.0.0')).not.toThrow();
    expect(() => validateStatement(sub(context), 'statement', '2.0.0')).not.toThrow();
    const plain = { contextAgents: [{ objectType: 'contextAgent', agent: actor }] };
    expect(() => validateStatement({ ...good, context: plain }, 'statement', '2.0.0')).not.toThrow();
  });

  it('refuses them in a 1.0.3 statement and sub-statement', () => {
    expect(refusal({ ...good, context: { contextAgents: [contextAgent] } })).toEqual({
      status: 400,
      field: 'statement.context.contextAgents',
    });
    expect(refusal({ ...good, context: { contextGroups: [contextGroup] } })).toEqual({
      status: 400,
      field: 'statement.context.contextGroups',
    });
    expect(refusal(sub({ contextAgents: [contextAgent] }))).toEqual({
      status: 400,
      field: 'statement.object.context.contextAgents',
    });
  });

  it.each([
    ['contextAgents not an array', { contextAgents: contextAgent }, 'statement.context.contextAgents'],
    [
      'a wrong objectType',
      { contextAgents: [{ ...contextAgent, objectType: 'Should fail' }] },
      'statement.context.contextAgents.0.objectType',
    ],
    [
      'no objectType',
      { contextAgents: [{ ...contextAgent, objectType: undefined }] },
      'statement.context.contextAgents.0.objectType',
    ],
    ['no agent', { contextAgents: [{ ...contextAgent, agent: undefined }] }, 'statement.context.contextAgents.0.agent'],
    [
      'an invalid agent',
      { contextAgents: [{ ...contextAgent, agent: { key: 'Should fail' } }] },
      'statement.context.contextAgents.0.agent.key',
    ],
    [
      'a Group as the agent',
      { contextAgents: [{ ...contextAgent, agent: contextGroup.group }] },
      'statement.context.contextAgents.0.agent.objectType',
    ],
    [
      'empty relevantTypes',
      { contextAgents: [{ ...contextAgent, relevantTypes: [] }] },
      'statement.context.contextAgents.0.relevantTypes',
    ],
    [
      'a non-IRI relevant type',
      { contextAgents: [{ ...contextAgent, relevantTypes: ['abc'] }] },
      'statement.context.contextAgents.0.relevantTypes.0',
    ],
    [
      'an unknown property',
      { contextAgents: [{ ...contextAgent, member: [] }] },
      'statement.context.contextAgents.0.member',
    ],
    [
      'a wrong group objectType',
      { contextGroups: [{ ...contextGroup, objectType: 'contextAgent' }] },
      'statement.context.contextGroups.0.objectType',
    ],
    ['no group', { contextGroups: [{ ...contextGroup, group: undefined }] }, 'statement.context.contextGroups.0.group'],
    [
      'an invalid group',
      { contextGroups: [{ ...contextGroup, group: { key: 'Should fail' } }] },
      'statement.context.contextGroups.0.group.objectType',
    ],
    [
      'an Agent as the group',
      { contextGroups: [{ ...contextGroup, group: actor }] },
      'statement.context.contextGroups.0.group.objectType',
    ],
    [
      'empty group relevantTypes',
      { contextGroups: [{ ...contextGroup, relevantTypes: [] }] },
      'statement.context.contextGroups.0.relevantTypes',
    ],
    [
      'a non-IRI group relevant type',
      { contextGroups: [{ ...contextGroup, relevantTypes: ['abc'] }] },
      'statement.context.contextGroups.0.relevantTypes.0',
    ],
  ])('refuses %s', (_name, invalid, field) => {
    expect(refusal({ ...good, context: invalid }, '2.0.0')).toEqual({ status: 400, field });
    expect(refusal(sub(invalid), '2.0.0')).toEqual({
      status: 400,
      field: field.replace('statement.', 'statement.object.'),
    });
  });
});

describe('agents and groups', () => {
  it('validateGroup and validateActor tell Agents from Groups', () => {
    const group = { objectType: 'Group', member: [{ mbox: 'mailto:a@example.com' }] };
    expect(validateGroup(group, 'agent')).toBe(group);
    expect(validateActor(group, 'agent')).toBe(group);
    expect(validateActor(actor, 'agent')).toBe(actor);
    expect(() => validateGroup(actor, 'agent')).toThrow('agent.objectType');
  });

  it.each([
    [
      'a Group as a member',
      { objectType: 'Group', member: [{ objectType: 'Group', member: [{ mbox: 'mailto:a@example.com' }] }] },
      'statement.actor.member.0.objectType',
    ],
    ['an anonymous Group with no members', { objectType: 'Group', member: [] }, 'statement.actor.member'],
    [
      'members that are not a list',
      { objectType: 'Group', member: { mbox: 'mailto:a@example.com' } },
      'statement.actor.member',
    ],
    [
      'a Group with two identifiers',
      { objectType: 'Group', mbox: 'mailto:g@example.com', openid: 'http://openid.example.org/g' },
      'statement.actor',
    ],
    [
      'an Agent with two identifiers',
      { mbox: 'mailto:a@example.com', mbox_sha1sum: 'c'.repeat(40) },
      'statement.actor',
    ],
    ['a short mbox_sha1sum', { mbox_sha1sum: 'c'.repeat(39) }, 'statement.actor.mbox_sha1sum'],
    ['an openid that is not a URI', { openid: 'not a uri' }, 'statement.actor.openid'],
    ['an account without name', { account: { homePage: 'http://example.com' } }, 'statement.actor.account.name'],
    [
      'an account name that is an object',
      { account: { homePage: 'http://example.com', name: { key: 'x' } } },
      'statement.actor.account.name',
    ],
    [
      'an unknown account property',
      { account: { homePage: 'http://example.com', name: 'x', id: 1 } },
      'statement.actor.account.id',
    ],
    ['an Agent with members', { mbox: 'mailto:a@example.com', member: [] }, 'statement.actor.member'],
  ])('refuses %s', (_name, badActor, field) => {
    expect(refusal({ ...good, actor: badActor })).toEqual({ status: 400, field });
  });

  it('refuses a context team that is not a Group', () => {
    expect(refusal({ ...good, context: { team: actor } })).toEqual({
      status: 400,
      field: 'statement.context.team.objectType',
    });
  });

  it('accepts an identified Group without members and an Agent or Group as context instructor', () => {
    const identified = { objectType: 'Group', mbox: 'mailto:g@example.com' };
    expect(() => validateStatement({ ...good, actor: identified, context: { instructor: identified } })).not.toThrow();
  });
});

describe('attachments', () => {
  const attachment = {
    usageType: 'http://example.com/attachment-usage/test',
    display: { 'en-US': 'A test attachment' },
    contentType: 'text/plain',
    length: 27,
    sha2: SHA256,
  };

  it('needs a fileUrl unless the request was multipart/mixed', () => {
    expect(refusal({ ...good, attachments: [attachment] })).toEqual({
      status: 400,
      field: 'statement.attachments.0.fileUrl',
    });
    expect(() =>
      validateStatement({ ...good, attachments: [attachment] }, 'statement', '1.0.3', { multipart: true }),
    ).not.toThrow();
    expect(() =>
      validateStatement({ ...good, attachments: [{ ...attachment, fileUrl: 'http://over.there.com/file.txt' }] }),
    ).not.toThrow();
  });

  it.each([
    ['a fractional length', { length: 2.5 }, 'length'],
    ['a negative length', { length: -1 }, 'length'],
    ['a length as a string', { length: '27' }, 'length'],
    ['a sha2 that is not hex', { sha2: 'z'.repeat(64) }, 'sha2'],
    ['a sha2 of a wrong length', { sha2: 'ab' }, 'sha2'],
    ['no contentType', { contentType: undefined }, 'contentType'],
    ['a usageType that is not an IRI', { usageType: 'test' }, 'usageType'],
    ['an unknown property', { data: 'x' }, 'data'],
  ])('refuses %s', (_name, change, key) => {
    expect(refusal({ ...good, attachments: [{ ...attachment, ...change }] }, '1.0.3', { multipart: true })).toEqual({
      status: 400,
      field: `statement.attachments.0.${key}`,
    });
  });

  it('checks the attachments of a sub-statement too', () => {
    const sub = {
      objectType: 'SubStatement',
      actor,
      verb: good.verb,
      object: { id: 'http://x.y/a' },
      attachments: [{ ...attachment, length: 'x' }],
    };
    expect(refusal({ ...good, object: sub }, '1.0.3', { multipart: true })).toEqual({
      status: 400,
      field: 'statement.object.attachments.0.length',
    });
  });
});

describe('unknown properties are refused in every object', () => {
  const sub = { objectType: 'SubStatement', actor, verb: good.verb, object: { id: 'http://x.y/a' } };
  it.each([
    ['verb', { ...good, verb: { ...good.verb, name: 'x' } }, 'statement.verb.name'],
    ['activity', { ...good, object: { ...good.object, name: 'x' } }, 'statement.object.name'],
    ['activity definition', withDefinition({ title: 'x' }), 'statement.object.definition.title'],
    ['statement ref', { ...good, object: { objectType: 'StatementRef', id: good.id, x: 1 } }, 'statement.object.x'],
    ['sub-statement', { ...good, object: { ...sub, id: good.id } }, 'statement.object.id'],
    ['sub-statement authority', { ...good, object: { ...sub, authority: actor } }, 'statement.object.authority'],
    ['result', { ...good, result: { grade: 'A' } }, 'statement.result.grade'],
    ['score', { ...good, result: { score: { percent: 5 } } }, 'statement.result.score.percent'],
    ['context', { ...good, context: { session: 'x' } }, 'statement.context.session'],
    [
      'context activities',
      { ...good, context: { contextActivities: { parents: [] } } },
      'statement.context.contextActivities.parents',
    ],
    [
      'a context activity',
      { ...good, context: { contextActivities: { parent: [{ id: 'http://x.y/p', name: 'x' }] } } },
      'statement.context.contextActivities.parent.0.name',
    ],
    ['agent', { ...good, actor: { ...actor, email: 'x' } }, 'statement.actor.email'],
    ['wrong-case statement key', { ...good, Version: '1.0.3' }, 'statement.Version'],
  ])('refuses an unknown property of the %s', (_name, statement, field) => {
    expect(refusal(statement)).toEqual({ status: 400, field });
  });

  it('refuses a context activity whose objectType is not Activity, naming its index', () => {
    const context = {
      contextActivities: { parent: [{ id: 'http://x.y/p' }, { objectType: 'Agent', id: 'http://x.y/q' }] },
    };
    expect(refusal({ ...good, context })).toEqual({
      status: 400,
      field: 'statement.context.contextActivities.parent.1.objectType',
    });
  });
});
