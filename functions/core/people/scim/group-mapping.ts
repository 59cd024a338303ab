import { GROUP_LIMITS, SCIM_LIMITS, SCIM_SCHEMA } from '@skillway/shared';
import type { TGroupItem } from '../groups/group-repository';
import { cleanGroupName } from '../groups/group-name';
import { ScimError, coercionError } from './scim-error';
import { GroupSchema, type TScimFilter } from './scim-library';
import { collectionOf } from './user-mapping';

/**
 * A product group as a SCIM Group (RFC 7643 section 4.2) and back: displayName is the group's name (unique in the
 * company, case aside), members are users (`value` is the user id). A group's description and its courses stay the
 * product's: provisioning changes neither.
 */

export interface TScimMemberRef {
  id: string;
  name: string;
}

export function scimGroupResource(
  group: TGroupItem,
  members: readonly TScimMemberRef[] | undefined,
  baseUrl: string,
): Record<string, unknown> {
  return {
    schemas: [SCIM_SCHEMA.GROUP],
    id: group.group_id,
    ...(group.scim_external_id ? { externalId: group.scim_external_id } : {}),
    displayName: group.name,
    ...(members && members.length > 0
      ? {
          members: members.map((member) => ({
            value: member.id,
            display: member.name,
            $ref: `${baseUrl}/Users/${member.id}`,
            type: 'User',
          })),
        }
      : {}),
    meta: {
      resourceType: 'Group',
      created: group.created_at,
      lastModified: group.updated_at,
      location: `${baseUrl}/Groups/${group.group_id}`,
    },
  };
}

/** The group as filters see it: displayName lower-cased (not caseExact), members by id. */
export function scimGroupProjection(group: TGroupItem, memberIds: readonly string[]): Record<string, unknown> {
  return {
    id: group.group_id,
    externalId: group.scim_external_id,
    displayName: group.name.toLowerCase(),
    members: memberIds.map((id) => ({ value: id, type: 'User' })),
    meta: { resourceType: 'Group', created: group.created_at, lastModified: group.updated_at },
  };
}

export function presentScimGroup(resource: Record<string, unknown>, attributes?: TScimFilter): Record<string, unknown> {
  // As JSON (SCIMMY's instance carries every attribute, the absent ones undefined).
  const shaped = JSON.parse(
    JSON.stringify(new GroupSchema(resource, 'out', collectionOf(resource), attributes)),
  ) as Record<string, unknown>;
  return { schemas: resource.schemas, id: resource.id, ...shaped };
}

export interface TScimGroupInput {
  displayName: string;
  externalId: string | null;
  /** User ids, without repeats. */
  members: string[];
}

function invalid(detail: string): ScimError {
  return new ScimError(400, 'invalidValue', detail);
}

export function coerceScimGroup(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ScimError(400, 'invalidSyntax', 'The request body must be a SCIM Group object.');
  try {
    return { ...new GroupSchema(body, 'in') } as Record<string, unknown>;
  } catch (error) {
    throw coercionError(error) ?? error;
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function readScimGroup(resource: Record<string, unknown>): TScimGroupInput {
  const raw = resource.displayName;
  if (typeof raw !== 'string' || cleanGroupName(raw) === '') throw invalid('displayName is required.');
  const displayName = cleanGroupName(raw);
  if (displayName.length > GROUP_LIMITS.nameMax)
    throw invalid(`displayName may not be longer than ${GROUP_LIMITS.nameMax} characters.`);
  if (LONE_SURROGATE.test(displayName)) throw invalid('displayName is invalid.');
  const externalId =
    typeof resource.externalId === 'string' && resource.externalId.trim() !== '' ? resource.externalId.trim() : null;
  if (externalId && externalId.length > 255) throw invalid('externalId may not be longer than 255 characters.');
  const list = Array.isArray(resource.members) ? (resource.members as unknown[]) : [];
  if (list.length > SCIM_LIMITS.groupMembersPerRequest)
    throw new ScimError(
      400,
      'tooMany',
      `A request may name at most ${SCIM_LIMITS.groupMembersPerRequest} members: send larger groups in several PATCH requests.`,
    );
  const members = new Set<string>();
  for (const member of list) {
    const value = member !== null && typeof member === 'object' ? (member as { value?: unknown }).value : undefined;
    if (typeof value !== 'string' || value.trim() === '') throw invalid('members[].value is required.');
    members.add(value.trim());
  }
  return { displayName, externalId, members: [...members] };
}
