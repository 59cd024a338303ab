import { describe, expect, it } from 'vitest';
import { SSO_ERROR } from '@skillway/shared';
import { decideSignInTarget, type TSignInFacts } from './sign-in-target';

const base: TSignInFacts = { companyId: 'c1', domainVerified: true, jit: false };

describe('who an SSO sign-in is', () => {
  it('signs a linked subject in as its user, without a domain check or a new link', () => {
    expect(decideSignInTarget({ ...base, domainVerified: false, linked: { userId: 'u1', archived: false } })).toEqual({
      kind: 'existing',
      userId: 'u1',
      link: false,
    });
  });

  it('finds an unlinked user of the company by email on a verified domain, and links them', () => {
    expect(decideSignInTarget({ ...base, owner: { companyId: 'c1', userId: 'u2', archived: false } })).toEqual({
      kind: 'existing',
      userId: 'u2',
      link: true,
    });
  });

  it('refuses an email on a domain the company did not verify, even for its own user', () => {
    expect(
      decideSignInTarget({ ...base, domainVerified: false, owner: { companyId: 'c1', userId: 'u2', archived: false } }),
    ).toMatchObject({
      kind: 'refuse',
      code: SSO_ERROR.FAILED,
    });
    expect(decideSignInTarget({ ...base, domainVerified: false, jit: true })).toMatchObject({
      kind: 'refuse',
      code: SSO_ERROR.FAILED,
    });
  });

  it("refuses another company's user and an archived user", () => {
    expect(decideSignInTarget({ ...base, owner: { companyId: 'c2', userId: 'u9', archived: false } })).toMatchObject({
      kind: 'refuse',
      code: SSO_ERROR.OTHER_COMPANY,
    });
    expect(decideSignInTarget({ ...base, owner: { companyId: 'c1', userId: 'u2', archived: true } })).toMatchObject({
      kind: 'refuse',
      code: SSO_ERROR.ARCHIVED,
    });
    expect(decideSignInTarget({ ...base, linked: { userId: 'u1', archived: true } })).toMatchObject({
      kind: 'refuse',
      code: SSO_ERROR.ARCHIVED,
    });
  });

  it('creates an unknown user with JIT on, and refuses them (not provisioned) with it off', () => {
    expect(decideSignInTarget({ ...base, jit: true })).toEqual({ kind: 'create' });
    expect(decideSignInTarget(base)).toMatchObject({ kind: 'refuse', code: SSO_ERROR.NOT_PROVISIONED });
  });
});
