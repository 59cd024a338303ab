import { describe, expect, it } from 'vitest';
import { XAPI_VERB } from '@skillway/shared';
import { EVERY_STATEMENT, filterJson, matchesFilter, parseFilter, statementFacts } from './filter';

const COURSE = 'https://courses.example.com/safety/module-1';

function statement(verb: string, object: Record<string, unknown> = { id: COURSE }) {
  return { actor: { mbox: 'mailto:a@example.com' }, verb: { id: verb }, object };
}

describe('which statements a target receives', () => {
  it('takes every statement when both lists are empty', () => {
    expect(matchesFilter(statementFacts(statement(XAPI_VERB.COMPLETED)), EVERY_STATEMENT)).toBe(true);
    expect(
      matchesFilter(statementFacts(statement(XAPI_VERB.COMPLETED, { objectType: 'Agent', mbox: 'mailto:b@x' })), {
        verbs: [],
        activity_prefixes: [],
      }),
    ).toBe(true);
  });

  it('takes only the listed verbs, compared exactly', () => {
    const filter = { verbs: [XAPI_VERB.COMPLETED, XAPI_VERB.PASSED], activity_prefixes: [] };
    expect(matchesFilter(statementFacts(statement(XAPI_VERB.PASSED)), filter)).toBe(true);
    expect(matchesFilter(statementFacts(statement(XAPI_VERB.FAILED)), filter)).toBe(false);
    expect(matchesFilter(statementFacts(statement(XAPI_VERB.PASSED.toUpperCase())), filter)).toBe(false);
  });

  it('takes only activities whose id starts with a prefix; other objects do not match a prefix', () => {
    const filter = { verbs: [], activity_prefixes: ['https://courses.example.com/safety/'] };
    expect(matchesFilter(statementFacts(statement(XAPI_VERB.COMPLETED)), filter)).toBe(true);
    expect(
      matchesFilter(
        statementFacts(statement(XAPI_VERB.COMPLETED, { id: 'https://courses.example.com/fire/1' })),
        filter,
      ),
    ).toBe(false);
    expect(
      matchesFilter(
        statementFacts(
          statement(XAPI_VERB.COMPLETED, { objectType: 'StatementRef', id: '8f87ccde-bb56-4c2e-ab83-44982ef22df0' }),
        ),
        filter,
      ),
    ).toBe(false);
    expect(
      matchesFilter(statementFacts(statement(XAPI_VERB.COMPLETED, { objectType: 'Activity', id: COURSE })), filter),
    ).toBe(true);
  });

  it('needs both the verb and the activity when both lists are given', () => {
    const filter = { verbs: [XAPI_VERB.COMPLETED], activity_prefixes: ['https://courses.example.com/'] };
    expect(matchesFilter(statementFacts(statement(XAPI_VERB.COMPLETED)), filter)).toBe(true);
    expect(matchesFilter(statementFacts(statement(XAPI_VERB.PASSED)), filter)).toBe(false);
    expect(
      matchesFilter(statementFacts(statement(XAPI_VERB.COMPLETED, { id: 'https://other.example.org/1' })), filter),
    ).toBe(false);
  });

  it('always takes a voiding statement, so what was forwarded is voided at the target too', () => {
    const filter = { verbs: [XAPI_VERB.COMPLETED], activity_prefixes: ['https://courses.example.com/'] };
    const voiding = statement(XAPI_VERB.VOIDED, {
      objectType: 'StatementRef',
      id: '8f87ccde-bb56-4c2e-ab83-44982ef22df0',
    });
    expect(matchesFilter(statementFacts(voiding), filter)).toBe(true);
  });

  it('stores each entry once, trimmed, and reads back what it stored; unreadable text is every statement', () => {
    const json = filterJson({ verbs: [` ${XAPI_VERB.PASSED}`, XAPI_VERB.PASSED], activity_prefixes: ['https://a/'] });
    expect(parseFilter(json)).toEqual({ verbs: [XAPI_VERB.PASSED], activity_prefixes: ['https://a/'] });
    expect(parseFilter(undefined)).toEqual(EVERY_STATEMENT);
    expect(parseFilter('{not json')).toEqual(EVERY_STATEMENT);
    expect(parseFilter('{"verbs":[1,"x:y"]}')).toEqual({ verbs: ['x:y'], activity_prefixes: [] });
  });
});
