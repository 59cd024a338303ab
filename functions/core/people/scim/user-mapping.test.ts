import { describe, expect, it } from 'vitest';
import { SCIM_SCHEMA } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { SCIMMY, useBasePath } from './scim-library';
import { coerceScimUser, presentScimUser, readScimUser, scimLanguage, scimUserResource } from './user-mapping';

const E = SCIM_SCHEMA.ENTERPRISE_USER;
const BASE = 'https://app.example.test/v1/scim/v2';

const stored = {
  company_id: 'c1',
  user_id: 'u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.test',
  role_id: 3,
  is_reset_default_password: 1,
  is_notification: 1,
  is_archived: 0,
  scim_external_id: 'ext-1',
  department: 'Engineering',
  job_title: 'Engineer',
  scim_manager_id: 'm1',
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-02-01T00:00:00.000Z',
} as TUserItem;

function refusal(run: () => unknown): { status: number; scimType?: string; message: string } {
  try {
    run();
  } catch (error) {
    return error as { status: number; scimType?: string; message: string };
  }
  throw new Error('not refused');
}

describe('a product user as a SCIM User', () => {
  it('answers userName (the address), names, emails, active, title, groups and the enterprise extension', () => {
    useBasePath(BASE);
    const resource = presentScimUser(scimUserResource(stored, [{ id: 'g1', name: 'Sales' }], BASE));
    expect(resource).toMatchObject({
      schemas: [SCIM_SCHEMA.USER, E],
      id: 'u1',
      externalId: 'ext-1',
      userName: 'ada@example.test',
      name: { givenName: 'Ada', familyName: 'Lovelace', formatted: 'Ada Lovelace' },
      displayName: 'Ada Lovelace',
      title: 'Engineer',
      active: true,
      emails: [{ value: 'ada@example.test', type: 'work', primary: true }],
      groups: [{ value: 'g1', display: 'Sales' }],
      [E]: { department: 'Engineering', manager: { value: 'm1' } },
      meta: {
        resourceType: 'User',
        created: stored.created_at,
        lastModified: stored.updated_at,
        location: `${BASE}/Users/u1`,
      },
    });
    expect(presentScimUser(scimUserResource({ ...stored, is_archived: 1 }, [], BASE)).active).toBe(false);
  });

  it('applies attributes and excludedAttributes, always keeping id and schemas', () => {
    const resource = scimUserResource(stored, [], BASE);
    const only = presentScimUser(resource, new SCIMMY.Types.Filter('userName pr'));
    expect(only).toEqual({ schemas: [SCIM_SCHEMA.USER, E], id: 'u1', userName: 'ada@example.test' });
    const without = presentScimUser(resource, new SCIMMY.Types.Filter('emails np'));
    expect(without.emails).toBeUndefined();
    expect(without.userName).toBe('ada@example.test');
  });
});

describe('a SCIM User as the product reads it', () => {
  it("reads Okta's create", () => {
    const input = readScimUser(
      coerceScimUser({
        schemas: [SCIM_SCHEMA.USER],
        userName: 'Isaac.Brock@Example.test',
        name: { givenName: 'Isaac', familyName: 'Brock' },
        emails: [{ primary: true, value: 'isaac.brock@example.test', type: 'work' }],
        displayName: 'Isaac Brock',
        locale: 'en-US',
        externalId: '00ujl29u0le5T6Aj10h7',
        groups: [],
        password: '1mz050nq',
        active: true,
      }),
    );
    expect(input).toEqual({
      email: 'isaac.brock@example.test',
      firstName: 'Isaac',
      lastName: 'Brock',
      active: true,
      externalId: '00ujl29u0le5T6Aj10h7',
      jobTitle: null,
      department: null,
      managerId: null,
      language: undefined,
    });
  });

  it('reads preferredLanguage as one of the product’s languages, by its primary language; another is left alone', () => {
    const read = (preferredLanguage: unknown) =>
      readScimUser(coerceScimUser({ userName: 'a@example.test', displayName: 'A B', preferredLanguage })).language;
    expect(read('pl')).toBe('pl');
    expect(read('pl-PL')).toBe('pl');
    expect(read('es_ES')).toBe('es');
    expect(read('en-US')).toBe('en-GB');
    expect(read('en-GB')).toBe('en-GB');
    expect(read('de-DE')).toBeUndefined();
    expect(read('')).toBeUndefined();
    expect(read(undefined)).toBeUndefined();
    // An Accept-Language list: the first the product speaks.
    expect(scimLanguage('de-DE, es;q=0.8, pl;q=0.5')).toBe('es');
    expect(scimLanguage('fr, de;q=0.5')).toBeUndefined();
  });

  it("answers the user's own language as preferredLanguage, and none while they follow the default", () => {
    useBasePath(BASE);
    expect(presentScimUser(scimUserResource({ ...stored, language: 'pl' }, [], BASE)).preferredLanguage).toBe('pl');
    expect(presentScimUser(scimUserResource(stored, [], BASE)).preferredLanguage).toBeUndefined();
  });

  it('reads Entra ID\'s create with the extension, "False" for active and a bare manager id', () => {
    const input = readScimUser(
      coerceScimUser({
        schemas: [SCIM_SCHEMA.USER, E],
        externalId: '0a21f0f2',
        userName: 'grace@example.test',
        active: 'False',
        title: 'Rear Admiral',
        name: { familyName: 'Hopper', givenName: 'Grace' },
        [E]: { department: 'Navy', manager: { value: 'm9' } },
      }),
    );
    expect(input).toMatchObject({ active: false, jobTitle: 'Rear Admiral', department: 'Navy', managerId: 'm9' });
  });

  it('takes the names from displayName when name is missing', () => {
    expect(readScimUser(coerceScimUser({ userName: 'a@example.test', displayName: 'Mary Ann Evans' }))).toMatchObject({
      firstName: 'Mary Ann',
      lastName: 'Evans',
    });
  });

  it('refuses a userName that is no address, missing names, long names and bad values with 400 invalidValue', () => {
    expect(
      refusal(() =>
        readScimUser(coerceScimUser({ userName: 'not-an-address', name: { givenName: 'A', familyName: 'B' } })),
      ),
    ).toMatchObject({
      status: 400,
      scimType: 'invalidValue',
    });
    expect(
      refusal(() => readScimUser(coerceScimUser({ userName: 'a@example.test', name: { givenName: 'A' } }))),
    ).toMatchObject({
      status: 400,
      message: 'name.familyName is required.',
    });
    expect(
      refusal(() =>
        readScimUser(
          coerceScimUser({ userName: 'a@example.test', name: { givenName: 'A'.repeat(101), familyName: 'B' } }),
        ),
      ),
    ).toMatchObject({ status: 400, scimType: 'invalidValue' });
    expect(refusal(() => coerceScimUser({ name: { givenName: 'A' } }))).toMatchObject({
      status: 400,
      scimType: 'invalidValue',
    });
    expect(refusal(() => coerceScimUser({ userName: 'a@example.test', active: 'sometimes' }))).toMatchObject({
      status: 400,
    });
    expect(refusal(() => coerceScimUser([]))).toMatchObject({ status: 400, scimType: 'invalidSyntax' });
  });
});
