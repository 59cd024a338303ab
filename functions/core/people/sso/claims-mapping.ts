import type { TSsoMapping } from '@skillway/shared';

/**
 * What the product reads from a verified IdP answer through the connection's attribute mapping (pure). The email is
 * required (the user is found or created by it); names and department are used when sent; groups are a list (one
 * value, several values, or a comma-separated text, as IdPs differ).
 */
export interface TMappedProfile {
  email: string;
  /** Undefined when neither the mapped claim nor a full `name` was sent: an existing user keeps theirs. */
  first_name: string | undefined;
  last_name: string | undefined;
  department: string | undefined;
  manager_email: string | undefined;
  /** Undefined when groups are not mapped or the IdP said it has too many to send: memberships are then left alone. */
  groups: string[] | undefined;
}

export type TMappingResult = { ok: true; profile: TMappedProfile } | { ok: false; error: string };

/** The user model's limits (ZUserCreateBody: names of 100, department as SCIM's 255). */
const NAME_MAX = 100;
const DEPARTMENT_MAX = 255;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type TAttributes = Record<string, string | string[]>;

/** The one value of a claim: its text, or the first of a list (SAML attributes are lists of one). */
function single(attributes: TAttributes, name: string): string | undefined {
  if (!name) return undefined;
  const value = attributes[name];
  const text = Array.isArray(value) ? value[0] : value;
  const trimmed = text?.replace(/[\r\n\t]+/g, ' ').trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Entra ID's "too many groups" markers: instead of the groups it sends `hasgroups` (ID tokens) or a
 * `…/claims/groups.link` attribute (SAML), and the product must not read that as "in no group".
 */
const GROUPS_OVERAGE = ['hasgroups', 'http://schemas.microsoft.com/claims/groups.link', 'groups.link'];

/**
 * The IdP's groups: a list when the mapped claim is sent; an empty list when it is not (IdPs leave a claim out rather
 * than send it empty, so a user removed from every group arrives without it); undefined when groups are not mapped,
 * or the IdP said the list was too long to send (then memberships are left alone).
 */
function many(attributes: TAttributes, name: string): string[] | undefined {
  if (!name) return undefined;
  if (!(name in attributes)) return GROUPS_OVERAGE.some((marker) => marker in attributes) ? undefined : [];
  const value = attributes[name]!;
  const list = Array.isArray(value) ? value : value.split(',');
  return [...new Set(list.map((group) => group.trim()).filter((group) => group !== ''))];
}

const capped = (text: string | undefined, max: number) => (text === undefined ? undefined : text.slice(0, max));

/**
 * Names when the mapped claims are missing: Entra ID's ID token carries `name` but `given_name` and `family_name`
 * only as optional claims; the display name's first word and the rest are a fair reading of it.
 */
function fromDisplayName(attributes: TAttributes): { first?: string; last?: string } {
  const name = single(attributes, 'name');
  if (!name) return {};
  const [first, ...rest] = name.split(/\s+/);
  return { first, ...(rest.length > 0 ? { last: rest.join(' ') } : {}) };
}

export function mapClaims(attributes: TAttributes, mapping: TSsoMapping): TMappingResult {
  const email = single(attributes, mapping.email)?.toLowerCase();
  if (!email) {
    const sent = Object.keys(attributes).sort().join(', ') || 'none';
    return {
      ok: false,
      error: `The identity provider sent no "${mapping.email}" claim, which the connection maps to the email (claims sent: ${sent}).`,
    };
  }
  if (!EMAIL_PATTERN.test(email) || email.length > 254) {
    return { ok: false, error: `The "${mapping.email}" claim is not an email address (${email.slice(0, 100)}).` };
  }
  const display = fromDisplayName(attributes);
  const managerEmail = single(attributes, mapping.manager_email)?.toLowerCase();
  return {
    ok: true,
    profile: {
      email,
      first_name: capped(single(attributes, mapping.first_name) ?? display.first, NAME_MAX),
      last_name: capped(single(attributes, mapping.last_name) ?? display.last, NAME_MAX),
      department: capped(single(attributes, mapping.department), DEPARTMENT_MAX),
      manager_email: managerEmail && EMAIL_PATTERN.test(managerEmail) ? managerEmail : undefined,
      groups: many(attributes, mapping.groups),
    },
  };
}

/** The email's domain (lower case). */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** A new user's names when the IdP sent none: the address's local part stands in for the first name. */
export function namesForNewUser(profile: TMappedProfile): { first_name: string; last_name: string } {
  const local = profile.email.slice(0, profile.email.lastIndexOf('@'));
  return {
    first_name: profile.first_name ?? local.slice(0, NAME_MAX),
    last_name: profile.last_name ?? '',
  };
}

/** What the test result shows as "mapped": the fields the product would record, as text or lists. */
export function mappedForDisplay(profile: TMappedProfile): Record<string, string | string[]> {
  const shown: Record<string, string | string[]> = { email: profile.email };
  if (profile.first_name !== undefined) shown.first_name = profile.first_name;
  if (profile.last_name !== undefined) shown.last_name = profile.last_name;
  if (profile.department !== undefined) shown.department = profile.department;
  if (profile.manager_email !== undefined) shown.manager_email = profile.manager_email;
  if (profile.groups !== undefined) shown.groups = profile.groups;
  return shown;
}
