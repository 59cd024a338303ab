import { randomBytes } from 'node:crypto';
import { ERASURE_PSEUDONYM } from '@skillway/shared/constants/privacy';

export interface TPseudonym {
  first_name: string;
  last_name: string;
  email: string;
  /** "Erased user <code>": how the audit log and the screens name the erased user. */
  full_name: string;
}

/** A new pseudonym: a random code, never derived from the person (so it cannot be reversed or matched). */
export function newPseudonym(
  code = randomBytes(8).toString('hex').slice(0, ERASURE_PSEUDONYM.CODE_LENGTH),
): TPseudonym {
  const last = `${ERASURE_PSEUDONYM.LAST_NAME_PREFIX}${code}`;
  return {
    first_name: ERASURE_PSEUDONYM.FIRST_NAME,
    last_name: last,
    email: `${ERASURE_PSEUDONYM.EMAIL_PREFIX}${code}@${ERASURE_PSEUDONYM.EMAIL_DOMAIN}`,
    full_name: `${ERASURE_PSEUDONYM.FIRST_NAME} ${last}`,
  };
}

/**
 * Replaces the person's identifying texts in any JSON value with the pseudonym, case-insensitively: the full name and
 * the email, and with `namesAlone` each name on its own too (only in what is the person's own, e.g. an event about or
 * by them: elsewhere a first name alone may be someone else's).
 */
export function replacePersonalText(
  value: unknown,
  person: { first_name: string; last_name: string; email: string },
  pseudonym: TPseudonym,
  namesAlone = true,
): unknown {
  const candidates: [string, string][] = [
    [person.email, pseudonym.email],
    [`${person.first_name} ${person.last_name}`, pseudonym.full_name],
    ...(namesAlone
      ? ([
          [person.first_name, pseudonym.first_name],
          [person.last_name, pseudonym.last_name],
        ] as [string, string][])
      : []),
  ];
  const pairs = candidates.filter(([from]) => from.trim().length >= 2);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const replaceText = (text: string) =>
    pairs.reduce((out, [from, to]) => out.replace(new RegExp(escape(from.trim()), 'gi'), to), text);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return replaceText(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner)]));
    }
    return node;
  };
  return walk(value);
}
