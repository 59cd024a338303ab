import { createHash } from 'node:crypto';

/** A JSON object of a statement (validated before it is stored). */
type TJson = Record<string, unknown>;

/**
 * An Agent's or identified Group's inverse functional identifier (xAPI 1.0.3 section 4.1.2.1) as one canonical string,
 * `mbox:<mailto IRI>`, `sha1:<hex>`, `openid:<URI>` or `account:<homePage>|<name>`: two agents are the same when
 * their strings are. Shared by the statement indexes and the document resources.
 */
export function agentIfi(agent: unknown): string | undefined {
  if (typeof agent !== 'object' || agent === null) return undefined;
  const value = agent as TJson;
  if (typeof value.mbox === 'string') return `mbox:${value.mbox}`;
  if (typeof value.mbox_sha1sum === 'string') return `sha1:${value.mbox_sha1sum.toLowerCase()}`;
  if (typeof value.openid === 'string') return `openid:${value.openid}`;
  const account = value.account as TJson | undefined;
  if (account && typeof account.homePage === 'string' && typeof account.name === 'string')
    return `account:${account.homePage}|${account.name}`;
  return undefined;
}

/** A short, fixed-length key for an identifier or IRI in a sort or partition key. */
export function keyHash(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url').slice(0, 32);
}
