import type { TSsoDiscoverAnswer } from '@skillway/shared';
import { api } from '../../../api';

/** What the login page offers once the address's domain is known to sign in through a company's IdP. */
export type TSsoOffer = Extract<TSsoDiscoverAnswer, { sso: true }>;

/** A plain address check (the shared schema's zod is kept off the login page): one @, a dot in the domain. */
const ADDRESS = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;

/** The domain of a well-formed address, lower-cased; null while the address is not one yet. */
export function emailDomain(email: string): string | null {
  const match = ADDRESS.exec(email.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * Answers per domain, for the page's life: the API answers from the domain alone, so one question per domain is
 * enough however often the field is left or the form sent. A failed question is forgotten (asked again next time)
 * and read as "no single sign-on": the password form is always there.
 */
const answers = new Map<string, Promise<TSsoDiscoverAnswer>>();

/** Asks (once per domain) whether the address's domain signs in through single sign-on; null for no address. */
export function discoverSso(email: string): Promise<TSsoDiscoverAnswer> | null {
  const domain = emailDomain(email);
  if (!domain) return null;
  let answer = answers.get(domain);
  if (!answer) {
    answer = api('sso.discover', { body: { email: email.trim() } }).catch((): TSsoDiscoverAnswer => {
      answers.delete(domain);
      return { sso: false };
    });
    answers.set(domain, answer);
  }
  return answer;
}

/** The answer already asked for this address's domain (in flight or known), without asking. */
export function knownSsoAnswer(email: string): Promise<TSsoDiscoverAnswer> | null {
  const domain = emailDomain(email);
  return domain ? (answers.get(domain) ?? null) : null;
}

/** Reads an answer defensively: anything but `sso: true` with a start URL is no single sign-on. */
export function ssoOffer(answer: TSsoDiscoverAnswer | undefined): TSsoOffer | null {
  return answer && answer.sso === true && typeof answer.start_url === 'string' ? answer : null;
}

/**
 * The start URL with this address as the IdP's login hint: the answer is shared by the domain, the hint is the
 * person's own (the IdP then asks only for the password).
 */
export function startUrlFor(offer: TSsoOffer, email: string): string {
  const url = new URL(offer.start_url, window.location.origin);
  url.searchParams.set('login_hint', email.trim());
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
}

/** Tests start with no answers. */
export function forgetSsoAnswers(): void {
  answers.clear();
}
