import { describe, expect, it } from 'vitest';
import { SCIM_SCHEMA } from '@skillway/shared';
import { ScimError } from './scim-error';
import { matchScim, parseScimFilter } from './scim-filter';
import { GroupSchema, UserSchema } from './scim-library';

const E = SCIM_SCHEMA.ENTERPRISE_USER;

/** Projections as user-mapping.ts builds them: case-insensitive values lower-cased. */
const people = [
  {
    id: 'u1',
    externalId: 'Ext-1',
    userName: 'ada@example.test',
    name: { givenName: 'ada', familyName: 'lovelace' },
    active: true,
    emails: [{ value: 'ada@example.test', type: 'work', primary: true }],
    [E]: { department: 'engineering', manager: { value: 'u2' } },
    [`${E}:department`]: 'engineering',
    meta: { created: '2024-01-01T00:00:00.000Z', lastModified: '2024-02-01T00:00:00.000Z' },
  },
  {
    id: 'u2',
    userName: 'grace@example.test',
    name: { givenName: 'grace', familyName: 'hopper' },
    active: false,
    emails: [{ value: 'grace@example.test', type: 'work', primary: true }],
    [E]: { department: undefined, manager: { value: undefined } },
    meta: { created: '2024-03-01T00:00:00.000Z', lastModified: '2024-03-01T00:00:00.000Z' },
  },
];

function ids(filter: string): string[] {
  const parsed = parseScimFilter(filter, UserSchema.definition)!;
  return matchScim(parsed.filter, people, (person) => person).map((person) => person.id);
}

function refusal(run: () => unknown): ScimError {
  try {
    run();
  } catch (error) {
    return error as ScimError;
  }
  throw new Error('not refused');
}

describe('SCIM filters', () => {
  it('compares userName, emails and names without case, as RFC 7643 says (caseExact false)', () => {
    expect(ids('userName eq "ADA@Example.test"')).toEqual(['u1']);
    expect(ids('emails[value eq "Grace@EXAMPLE.test"]')).toEqual(['u2']);
    expect(ids('emails.value eq "grace@example.test"')).toEqual(['u2']);
    expect(ids('name.familyName sw "LOVE"')).toEqual(['u1']);
    expect(ids('USERNAME EQ "grace@example.test"')).toEqual(['u2']);
  });

  it('keeps externalId exact (caseExact true)', () => {
    expect(ids('externalId eq "Ext-1"')).toEqual(['u1']);
    expect(ids('externalId eq "ext-1"')).toEqual([]);
  });

  it('reads booleans, Entra ID\'s "False" included, logic and grouping, presence and the extension', () => {
    expect(ids('active eq false')).toEqual(['u2']);
    expect(ids('active eq "False"')).toEqual(['u2']);
    expect(ids('userName eq "nobody@example.test" or active eq true')).toEqual(['u1']);
    expect(ids('not (active eq true)')).toEqual(['u2']);
    expect(ids('externalId pr')).toEqual(['u1']);
    expect(ids(`${E}:department eq "Engineering"`)).toEqual(['u1']);
    expect(ids('meta.lastModified gt "2024-02-15T00:00:00Z"')).toEqual(['u2']);
  });

  it('spots a plain equality that a lookup can answer', () => {
    expect(parseScimFilter('userName eq "Ada@Example.test"', UserSchema.definition)?.equality).toEqual({
      attribute: 'username',
      value: 'ada@example.test',
    });
    expect(parseScimFilter('externalId eq "Ext-1"', UserSchema.definition)?.equality).toEqual({
      attribute: 'externalid',
      value: 'Ext-1',
    });
    expect(parseScimFilter('displayName eq "Sales"', GroupSchema.definition)?.equality).toEqual({
      attribute: 'displayname',
      value: 'sales',
    });
    expect(parseScimFilter('userName eq "a" and active eq true', UserSchema.definition)?.equality).toBeUndefined();
    expect(parseScimFilter('userName sw "a"', UserSchema.definition)?.equality).toBeUndefined();
    expect(parseScimFilter(undefined, UserSchema.definition)).toBeUndefined();
    expect(parseScimFilter('  ', UserSchema.definition)).toBeUndefined();
  });

  it('refuses a filter it cannot read, an unknown attribute and a missing value with 400 invalidFilter', () => {
    for (const bad of [
      'userName eq "unterminated',
      'userName bogus "x"',
      'foo eq "x"',
      'userName eq',
      'members[value eq "x"]',
    ]) {
      const error = refusal(() => parseScimFilter(bad, UserSchema.definition));
      expect(error, bad).toBeInstanceOf(ScimError);
      expect(error.status).toBe(400);
      expect(error.scimType).toBe('invalidFilter');
    }
    expect(refusal(() => parseScimFilter('x'.repeat(2001), UserSchema.definition)).scimType).toBe('invalidFilter');
  });

  it('matches group members by id', () => {
    const groups = [
      { id: 'g1', displayName: 'sales', members: [{ value: 'u1' }] },
      { id: 'g2', displayName: 'ops', members: [] },
    ];
    const parsed = parseScimFilter('members[value eq "u1"]', GroupSchema.definition)!;
    expect(matchScim(parsed.filter, groups, (group) => group).map((group) => group.id)).toEqual(['g1']);
  });
});
