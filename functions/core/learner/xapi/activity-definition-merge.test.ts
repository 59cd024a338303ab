import { describe, expect, it } from 'vitest';
import { activityObject, definedActivities, joinDefinitions } from './activity-definition-merge';
import { isOwnActivity } from './own-activities';
import { personOf, parseAgentParam } from './person';

const MEETING = {
  type: 'http://adlnet.gov/expapi/activities/meeting',
  name: { 'en-GB': 'example meeting', 'en-US': 'example meeting' },
  description: { 'en-US': 'A meeting.' },
  extensions: { 'http://example.com/ext/location': 'X:\\meetings' },
};

describe('definedActivities', () => {
  it('collects the object, every context activity (one or a list) and a SubStatement’s, with definitions only', () => {
    const statement = {
      actor: { mbox: 'mailto:a@example.com' },
      verb: { id: 'http://example.com/v' },
      object: {
        objectType: 'SubStatement',
        actor: { mbox: 'mailto:b@example.com' },
        verb: { id: 'http://example.com/v' },
        object: { id: 'http://example.com/sub', definition: { name: { en: 'Sub' } } },
        context: { contextActivities: { other: { id: 'http://example.com/sub-other', definition: { type: 'x:t' } } } },
      },
      context: {
        contextActivities: {
          parent: { id: 'http://example.com/parent', definition: { name: { en: 'Parent' } } },
          grouping: [{ id: 'http://example.com/course' }, { id: 'http://example.com/g', definition: {} }],
          category: [{ objectType: 'Activity', id: 'http://example.com/cat', definition: { type: 'x:cat' } }],
        },
      },
    };
    expect(definedActivities(statement).map((activity) => activity.id)).toEqual([
      'http://example.com/parent',
      'http://example.com/cat',
      'http://example.com/sub',
      'http://example.com/sub-other',
    ]);
  });

  it('skips an object that is an Agent or a StatementRef', () => {
    expect(definedActivities({ object: { objectType: 'Agent', mbox: 'mailto:a@example.com' } })).toEqual([]);
    expect(definedActivities({ object: { objectType: 'StatementRef', id: 'x', definition: { a: 1 } } })).toEqual([]);
  });
});

describe('joinDefinitions', () => {
  it('keeps the first definition taught, whoever sent it', () => {
    expect(joinDefinitions(undefined, MEETING, false)).toEqual(MEETING);
  });

  it('without define, changes nothing once a definition is known', () => {
    expect(joinDefinitions(MEETING, { name: { 'fr-FR': 'réunion' }, type: 'x:other' }, false)).toBeUndefined();
  });

  it('with define, joins language maps and extensions and takes the other properties', () => {
    const joined = joinDefinitions(
      MEETING,
      {
        name: { 'fr-FR': 'réunion', 'en-GB': 'meeting' },
        extensions: { 'http://example.com/ext/room': 4 },
        moreInfo: 'http://example.com/more',
        type: 'http://example.com/type',
      },
      true,
    );
    expect(joined).toEqual({
      type: 'http://example.com/type',
      name: { 'en-GB': 'meeting', 'en-US': 'example meeting', 'fr-FR': 'réunion' },
      description: { 'en-US': 'A meeting.' },
      extensions: { 'http://example.com/ext/location': 'X:\\meetings', 'http://example.com/ext/room': 4 },
      moreInfo: 'http://example.com/more',
    });
  });

  it('joins interaction components by id, their descriptions as language maps', () => {
    const stored = {
      interactionType: 'choice',
      choices: [{ id: 'a', description: { en: 'A' } }],
    };
    expect(
      joinDefinitions(
        stored,
        {
          choices: [
            { id: 'a', description: { fr: 'A fr' } },
            { id: 'b', description: { en: 'B' } },
          ],
        },
        true,
      ),
    ).toEqual({
      interactionType: 'choice',
      choices: [
        { id: 'a', description: { en: 'A', fr: 'A fr' } },
        { id: 'b', description: { en: 'B' } },
      ],
    });
  });

  it('is no change when the statement says nothing new', () => {
    expect(joinDefinitions(MEETING, { name: { 'en-US': 'example meeting' } }, true)).toBeUndefined();
  });
});

describe('activityObject', () => {
  it('is the id alone when no definition is known', () => {
    expect(activityObject('http://example.com/a', undefined)).toEqual({
      objectType: 'Activity',
      id: 'http://example.com/a',
    });
    expect(activityObject('http://example.com/a', { type: 'x:t' })).toEqual({
      objectType: 'Activity',
      id: 'http://example.com/a',
      definition: { type: 'x:t' },
    });
  });
});

describe('isOwnActivity', () => {
  const session = { activity_id: 'http://example.com/tincan/golf' };
  it('is the launched activity and those under its IRI', () => {
    expect(isOwnActivity(session, 'http://example.com/tincan/golf')).toBe(true);
    expect(isOwnActivity(session, 'http://example.com/tincan/golf/q1')).toBe(true);
    expect(isOwnActivity(session, 'http://example.com/tincan/golf#slide-2')).toBe(true);
    expect(isOwnActivity(session, 'http://example.com/tincan/golfing')).toBe(false);
    expect(isOwnActivity(session, 'http://example.com/tincan/other')).toBe(false);
    expect(isOwnActivity({ activity_id: 'http://example.com/course/' }, 'http://example.com/course/au1')).toBe(true);
  });
});

describe('the Agents resource', () => {
  it('answers a Person holding each property of the agent as an array', () => {
    expect(personOf({ objectType: 'Agent', name: 'Rick James', mbox: 'mailto:rick@example.com' })).toEqual({
      objectType: 'Person',
      name: ['Rick James'],
      mbox: ['mailto:rick@example.com'],
    });
    const account = { homePage: 'http://www.example.com/agentId/1', name: 'Rick James' };
    expect(personOf({ account })).toEqual({ objectType: 'Person', account: [account] });
  });

  it('refuses (400) a missing, non-JSON or invalid agent parameter', () => {
    expect(() => parseAgentParam(undefined)).toThrow(/agent/);
    expect(() => parseAgentParam('{"mbox":')).toThrow(/agent/);
    expect(() => parseAgentParam('true')).toThrow(/agent/);
    expect(() => parseAgentParam(JSON.stringify({ objectType: 'Agent', name: 'No identifier' }))).toThrow(/agent/);
    expect(parseAgentParam(JSON.stringify({ mbox: 'mailto:a@example.com' }))).toEqual({ mbox: 'mailto:a@example.com' });
  });
});
