import { describe, expect, it } from 'vitest';
import { SSO_DEFAULT_OIDC_MAPPING, SSO_DEFAULT_SAML_MAPPING } from '@skillway/shared';
import { emailDomain, mapClaims, mappedForDisplay, namesForNewUser } from './claims-mapping';

describe('mapping an IdP answer onto the product', () => {
  it('reads email, names, department and groups through the mapping, the email lower-cased', () => {
    const mapped = mapClaims(
      {
        email: 'Ada.Lovelace@Example.TEST',
        given_name: 'Ada',
        family_name: 'Lovelace',
        department: 'R&D',
        groups: ['Staff', 'Engineers'],
      },
      SSO_DEFAULT_OIDC_MAPPING,
    );
    expect(mapped).toEqual({
      ok: true,
      profile: {
        email: 'ada.lovelace@example.test',
        first_name: 'Ada',
        last_name: 'Lovelace',
        department: 'R&D',
        manager_email: undefined,
        groups: ['Staff', 'Engineers'],
      },
    });
  });

  it('takes the first value of a SAML multi-valued attribute and splits a comma-separated groups text', () => {
    const mapped = mapClaims(
      { email: ['grace@example.test'], firstName: ['Grace'], lastName: ['Hopper'], groups: 'Navy, Staff ,,Navy' },
      SSO_DEFAULT_SAML_MAPPING,
    );
    expect(mapped.ok && mapped.profile).toMatchObject({
      email: 'grace@example.test',
      first_name: 'Grace',
      groups: ['Navy', 'Staff'],
    });
  });

  it('refuses an answer without the mapped email claim, naming the claim and what was sent', () => {
    const mapped = mapClaims({ upn: 'x@example.test', name: 'X Y' }, SSO_DEFAULT_OIDC_MAPPING);
    expect(mapped).toEqual({
      ok: false,
      error:
        'The identity provider sent no "email" claim, which the connection maps to the email (claims sent: name, upn).',
    });
    expect(mapClaims({ email: 'not an address' }, SSO_DEFAULT_OIDC_MAPPING)).toMatchObject({ ok: false });
  });

  it('reads names from the display name when the mapped name claims are missing (Entra ID without optional claims)', () => {
    const mapped = mapClaims({ email: 'a@example.test', name: 'Mary Ann Smith' }, SSO_DEFAULT_OIDC_MAPPING);
    expect(mapped.ok && mapped.profile).toMatchObject({ first_name: 'Mary', last_name: 'Ann Smith' });
    const bare = mapClaims({ email: 'jo@example.test' }, SSO_DEFAULT_OIDC_MAPPING);
    expect(bare.ok && bare.profile).toMatchObject({ first_name: undefined, last_name: undefined, groups: [] });
    expect(bare.ok && namesForNewUser(bare.profile)).toEqual({ first_name: 'jo', last_name: '' });
  });

  it('reads no groups claim as no groups, but leaves groups undefined when not mapped or too many to send', () => {
    expect(mapClaims({ email: 'a@b.test', groups: ['x'] }, { ...SSO_DEFAULT_OIDC_MAPPING, groups: '' })).toMatchObject({
      profile: { groups: undefined },
    });
    expect(mapClaims({ email: 'a@b.test' }, SSO_DEFAULT_OIDC_MAPPING)).toMatchObject({ profile: { groups: [] } });
    expect(mapClaims({ email: 'a@b.test', hasgroups: 'true' }, SSO_DEFAULT_OIDC_MAPPING)).toMatchObject({
      profile: { groups: undefined },
    });
    expect(
      mapClaims(
        { email: ['a@b.test'], 'http://schemas.microsoft.com/claims/groups.link': ['https://graph'] },
        SSO_DEFAULT_SAML_MAPPING,
      ),
    ).toMatchObject({ profile: { groups: undefined } });
  });

  it('maps the manager only from a valid address, and caps long names', () => {
    const mapping = { ...SSO_DEFAULT_OIDC_MAPPING, manager_email: 'manager' };
    expect(mapClaims({ email: 'a@b.test', manager: 'Boss@B.test' }, mapping)).toMatchObject({
      profile: { manager_email: 'boss@b.test' },
    });
    expect(mapClaims({ email: 'a@b.test', manager: 'CN=Boss,OU=x' }, mapping)).toMatchObject({
      profile: { manager_email: undefined },
    });
    const long = mapClaims({ email: 'a@b.test', given_name: 'x'.repeat(300) }, SSO_DEFAULT_OIDC_MAPPING);
    expect(long.ok && long.profile.first_name).toHaveLength(100);
  });

  it('shows what it maps, and reads an address domain', () => {
    const mapped = mapClaims({ email: 'a@Sub.Example.test', given_name: 'A' }, SSO_DEFAULT_OIDC_MAPPING);
    expect(mapped.ok && mappedForDisplay(mapped.profile)).toEqual({
      email: 'a@sub.example.test',
      first_name: 'A',
      groups: [],
    });
    expect(emailDomain('a@Sub.Example.test')).toBe('sub.example.test');
  });
});
