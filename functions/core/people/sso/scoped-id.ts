import { randomBytes } from 'node:crypto';

/**
 * Connection and test ids name their company, so the public routes that carry only an id (sso.start's
 * `?connection=` and `?test=`, the SP metadata URL, which is also the SAML entity id) find the item in that company's
 * partition from the id alone, with one GetItem and no platform-wide lookup: `<companyId>_<24 base64url characters>`
 * (144 random bits; company ids are UUIDs or slugs and never hold `_`), within ZId's 64 characters. The company id is
 * no secret (every token of the company carries it); the random part is what makes an id unguessable.
 */
export function newScopedId(companyId: string): string {
  return `${companyId}_${randomBytes(18).toString('base64url')}`;
}

/** The company an id names, or undefined for an id not of that shape. */
export function companyOfScopedId(id: string): string | undefined {
  const at = id.indexOf('_');
  return at > 0 && at < id.length - 1 ? id.slice(0, at) : undefined;
}
