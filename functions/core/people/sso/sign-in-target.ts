import { SSO_ERROR, type TSsoError } from '@skillway/shared';

/**
 * Who an SSO sign-in is, once the IdP's answer is verified (pure; people/sso/resolve-sign-in-user.ts reads the
 * inputs). The company is the connection's, never the IdP's claims. In order:
 * 1. A subject linked before on this connection signs in as that user (even after an email change), unless archived.
 * 2. Otherwise by email, which must be on a domain this company verified: an IdP may assert any address, and only a
 *    verified domain makes its word count for the company's people.
 * 3. An address of another company's user is refused; an archived user is refused.
 * 4. An unknown address is created as a learner when the connection's JIT provisioning is on, else refused.
 */
export interface TSignInFacts {
  companyId: string;
  /** The user the subject is linked to on this connection, if linked and the user still exists. */
  linked?: { userId: string; archived: boolean };
  /** Whether the email's domain is one this company verified. */
  domainVerified: boolean;
  /** The EmailLookup's owner of the address, and whether that user is archived. */
  owner?: { companyId: string; userId: string; archived: boolean };
  jit: boolean;
}

export type TSignInTarget =
  | { kind: 'existing'; userId: string; link: boolean }
  | { kind: 'create' }
  | { kind: 'refuse'; code: TSsoError; reason: string };

export function decideSignInTarget(facts: TSignInFacts): TSignInTarget {
  if (facts.linked) {
    if (facts.linked.archived) return { kind: 'refuse', code: SSO_ERROR.ARCHIVED, reason: 'linked user archived' };
    return { kind: 'existing', userId: facts.linked.userId, link: false };
  }
  if (facts.owner && facts.owner.companyId !== facts.companyId) {
    return { kind: 'refuse', code: SSO_ERROR.OTHER_COMPANY, reason: 'email belongs to a user of another company' };
  }
  if (!facts.domainVerified) {
    return { kind: 'refuse', code: SSO_ERROR.FAILED, reason: 'email domain not verified by the company' };
  }
  if (facts.owner) {
    if (facts.owner.archived) return { kind: 'refuse', code: SSO_ERROR.ARCHIVED, reason: 'user archived' };
    return { kind: 'existing', userId: facts.owner.userId, link: true };
  }
  if (!facts.jit) return { kind: 'refuse', code: SSO_ERROR.NOT_PROVISIONED, reason: 'unknown user and JIT off' };
  return { kind: 'create' };
}
