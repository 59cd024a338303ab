import * as z from 'zod/mini';
import { LANGUAGES, SCIM_SCHEMA, ZEmail, acceptLanguageTags, languageOf, type TLanguage } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { ScimError, coercionError } from './scim-error';
import { ENTERPRISE, UserSchema, type TScimFilter } from './scim-library';

/**
 * A product user as a SCIM User (RFC 7643 section 4.1 with the enterprise extension, section 4.3) and back. The
 * product keeps one address, which is the sign-in name: userName is that address, and emails lists it as the work
 * address. An archived user is `active: false`. preferredLanguage sets the user's language when it names one the
 * product speaks (`pl-PL`, `es_ES`, `en-US`: by its primary language) and is read back as that language; any other
 * value, or none, leaves the user's language as it is. Attributes the product has no place for (phone numbers,
 * addresses, locale...) are accepted and not kept.
 */

export interface TScimGroupRef {
  id: string;
  name: string;
}

/** Longest names and texts kept, as the Add User screen allows. */
const LIMITS = { name: 100, text: 255, externalId: 255, reference: 64 } as const;

function fullName(user: Pick<TUserItem, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

function managerOf(user: TUserItem): string | undefined {
  return user.scim_manager_id ?? user.manager_id;
}

/** The whole resource, before `attributes`/`excludedAttributes` are applied. */
export function scimUserResource(
  user: TUserItem,
  groups: readonly TScimGroupRef[],
  baseUrl: string,
): Record<string, unknown> {
  const manager = managerOf(user);
  const enterprise = {
    ...(user.department ? { department: user.department } : {}),
    ...(manager ? { manager: { value: manager, $ref: `${baseUrl}/Users/${manager}` } } : {}),
  };
  return {
    schemas: [SCIM_SCHEMA.USER, ...(Object.keys(enterprise).length > 0 ? [ENTERPRISE] : [])],
    id: user.user_id,
    ...(user.scim_external_id ? { externalId: user.scim_external_id } : {}),
    userName: user.email,
    name: { givenName: user.first_name, familyName: user.last_name, formatted: fullName(user) },
    displayName: fullName(user),
    ...(user.job_title ? { title: user.job_title } : {}),
    ...(user.language ? { preferredLanguage: user.language } : {}),
    active: user.is_archived !== 1,
    emails: [{ value: user.email, type: 'work', primary: true }],
    ...(groups.length > 0
      ? {
          groups: groups.map((group) => ({
            value: group.id,
            display: group.name,
            $ref: `${baseUrl}/Groups/${group.id}`,
            type: 'direct',
          })),
        }
      : {}),
    ...(Object.keys(enterprise).length > 0 ? { [ENTERPRISE]: enterprise } : {}),
    meta: {
      resourceType: 'User',
      created: user.created_at,
      lastModified: user.updated_at,
      location: `${baseUrl}/Users/${user.user_id}`,
    },
  };
}

/**
 * The user as filters see it: case-insensitive values lower-cased (scim-filter.ts lower-cases the compared values
 * alike), every complex attribute present, and the extension's attributes also under their full names
 * (`urn:...:User:department`).
 */
export function scimUserProjection(user: TUserItem, groups: readonly TScimGroupRef[]): Record<string, unknown> {
  const lower = (value: string | undefined) => value?.toLowerCase();
  const manager = managerOf(user);
  const enterprise = { department: lower(user.department), manager: { value: manager } };
  return {
    id: user.user_id,
    externalId: user.scim_external_id,
    userName: user.email.toLowerCase(),
    name: {
      givenName: lower(user.first_name),
      familyName: lower(user.last_name),
      formatted: lower(fullName(user)),
    },
    displayName: lower(fullName(user)),
    title: lower(user.job_title),
    preferredLanguage: lower(user.language),
    active: user.is_archived !== 1,
    emails: [{ value: user.email.toLowerCase(), type: 'work', primary: true }],
    groups: groups.map((group) => ({ value: group.id, display: group.name.toLowerCase(), type: 'direct' })),
    [ENTERPRISE]: enterprise,
    [`${ENTERPRISE}:department`]: enterprise.department,
    [`${ENTERPRISE}:manager`]: enterprise.manager,
    meta: { resourceType: 'User', created: user.created_at, lastModified: user.updated_at },
  };
}

/**
 * The collection URL a resource's meta.location is in (`<base>/Users`): SCIMMY writes meta.location from it. Read from
 * the resource rather than SCIMMY's process-wide base path, which the local stack's concurrent requests share.
 */
export function collectionOf(resource: Record<string, unknown>): string {
  const location = String((resource.meta as { location?: unknown } | undefined)?.location ?? '');
  return location.slice(0, location.lastIndexOf('/'));
}

/** The answer: the resource shaped by SCIMMY with the request's attribute selection (id and schemas always kept). */
export function presentScimUser(resource: Record<string, unknown>, attributes?: TScimFilter): Record<string, unknown> {
  // As JSON (SCIMMY's instance carries every attribute, the absent ones undefined).
  const shaped = JSON.parse(
    JSON.stringify(new UserSchema(resource, 'out', collectionOf(resource), attributes)),
  ) as Record<string, unknown>;
  return { schemas: resource.schemas, id: resource.id, ...shaped };
}

/** What a SCIM User asks the product to hold. `null` clears an optional value. */
export interface TScimUserInput {
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
  externalId: string | null;
  jobTitle: string | null;
  department: string | null;
  managerId: string | null;
  /** The product language preferredLanguage names; undefined leaves the user's as it is. */
  language: TLanguage | undefined;
}

function invalid(detail: string): ScimError {
  return new ScimError(400, 'invalidValue', detail);
}

/** Entra ID sends booleans as "True"/"False": read them as booleans. */
export function scimBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const lower = value.trim().toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : value;
}

/** A request body as SCIMMY's User schema reads it (a TypeError of its coercion is 400 invalidValue). */
export function coerceScimUser(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ScimError(400, 'invalidSyntax', 'The request body must be a SCIM User object.');
  const input = { ...(body as Record<string, unknown>) };
  for (const key of Object.keys(input)) if (key.toLowerCase() === 'active') input[key] = scimBoolean(input[key]);
  try {
    return { ...new UserSchema(input, 'in') } as Record<string, unknown>;
  } catch (error) {
    throw coercionError(error) ?? error;
  }
}

function text(value: unknown, what: string, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(`${what} must be a string.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalid(`${what} may not be longer than ${max} characters.`);
  return trimmed === '' ? undefined : trimmed;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The names: name.givenName and name.familyName, else the two halves of displayName or name.formatted. */
function names(resource: Record<string, unknown>): { firstName: string; lastName: string } {
  const name = record(resource.name);
  let firstName = text(name.givenName, 'name.givenName', LIMITS.name);
  let lastName = text(name.familyName, 'name.familyName', LIMITS.name);
  const whole =
    text(resource.displayName, 'displayName', LIMITS.text) ?? text(name.formatted, 'name.formatted', LIMITS.text);
  if ((!firstName || !lastName) && whole) {
    const at = whole.lastIndexOf(' ');
    firstName ??= at > 0 ? whole.slice(0, at).trim() : whole;
    lastName ??= at > 0 ? whole.slice(at + 1).trim() : undefined;
  }
  if (!firstName) throw invalid('name.givenName is required.');
  if (!lastName) throw invalid('name.familyName is required.');
  if (firstName.length > LIMITS.name || lastName.length > LIMITS.name)
    throw invalid(`name.givenName and name.familyName may not be longer than ${LIMITS.name} characters.`);
  return { firstName, lastName };
}

/**
 * The product language a preferredLanguage names (RFC 7643: an Accept-Language value, `en-US` or `en_US`, possibly
 * a list with weights): the first tag whose language the product speaks; undefined when none is one of ours.
 */
export function scimLanguage(value: unknown): TLanguage | undefined {
  if (typeof value !== 'string') return undefined;
  const primaries = new Set(LANGUAGES.map((language) => language.split('-')[0]!.toLowerCase()));
  const tags = acceptLanguageTags(value.replace(/_/g, '-')).filter((tag) =>
    primaries.has(tag.split('-')[0]!.toLowerCase()),
  );
  return tags.length > 0 ? languageOf(tags) : undefined;
}

/**
 * Reads a coerced (or patched) User into what the product keeps. userName must be the person's email address: it
 * is how they sign in, and unique across the platform.
 */
export function readScimUser(resource: Record<string, unknown>): TScimUserInput {
  const userName = text(resource.userName, 'userName', 254);
  if (!userName) throw invalid('userName is required.');
  const email = z.safeParse(ZEmail, userName);
  if (!email.success) throw invalid("userName must be the person's email address (it is how they sign in).");
  const active = scimBoolean(resource.active);
  if (active !== undefined && active !== null && typeof active !== 'boolean')
    throw invalid('active must be true or false.');
  const enterprise = record(resource[ENTERPRISE]);
  const manager = enterprise.manager;
  const managerValue = typeof manager === 'string' ? manager : record(manager).value;
  return {
    email: email.data,
    ...names(resource),
    active: active !== false,
    externalId: text(resource.externalId, 'externalId', LIMITS.externalId) ?? null,
    jobTitle: text(resource.title, 'title', LIMITS.text) ?? null,
    department: text(enterprise.department, `${ENTERPRISE}:department`, LIMITS.text) ?? null,
    managerId: text(managerValue, `${ENTERPRISE}:manager.value`, LIMITS.reference) ?? null,
    language: scimLanguage(resource.preferredLanguage),
  };
}
