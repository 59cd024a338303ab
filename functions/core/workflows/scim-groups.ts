import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { sendUnlessConditionFails } from '../platform/db/conditional-write';
import { groupEntity, groupNameEntity } from '../platform/db/entities/group';
import type { TUserItem } from '../platform/db/types';
import { changeGroupMembers } from './group-membership';
import { createGroup, deleteGroup, updateGroup } from './group-commands';
import { groupNameKey } from '../people/groups/group-name';
import {
  findGroup,
  listCompanyMemberships,
  listGroupMemberIds,
  listGroups,
  type TGroupItem,
} from '../people/groups/group-repository';
import { listCompanyUsers } from '../people/users/user-repository';
import { claimExternalId, findExternalId, releaseExternalId } from '../people/scim/external-ids';
import {
  coerceScimGroup,
  presentScimGroup,
  readScimGroup,
  scimGroupProjection,
  scimGroupResource,
  type TScimGroupInput,
  type TScimMemberRef,
} from '../people/scim/group-mapping';
import { ScimError } from '../people/scim/scim-error';
import { matchScim, parseScimFilter } from '../people/scim/scim-filter';
import { GroupSchema } from '../people/scim/scim-library';
import { attributeSelection, listResponse, readListWindow, type TListResponse } from '../people/scim/scim-list';
import { applyPatchOp, readPatchOp } from '../people/scim/scim-patch';
import { assertMayChange, SCIM_RESOURCE_ID, type TScimContext, type TScimQuery } from '../people/scim/scim-request';

/**
 * SCIM Groups over the product's groups (a workflow: membership moves enrolments, a later layer than people/scim). Membership changes go through the same writes as the Groups screen's
 * Manage Users (workflows/group-membership.ts): joiners get the group's courses and playlists with its deadlines,
 * leavers lose only what they had through it. A group is the company's: another company's id is 404.
 */

type TQuery = TScimQuery;

const ID = SCIM_RESOURCE_ID;

function notFound(): ScimError {
  return new ScimError(404, undefined, 'Resource not found.');
}

async function loadGroup(context: TScimContext, id: string): Promise<TGroupItem> {
  const group = ID.test(id) ? await findGroup(context.companyId, id, true) : undefined;
  if (!group) throw notFound();
  return group;
}

function displayName(user: TUserItem): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

async function userNames(companyId: string): Promise<Map<string, TUserItem>> {
  return new Map((await listCompanyUsers(companyId, true)).map((user) => [user.user_id, user]));
}

function memberRefs(ids: readonly string[], users: ReadonlyMap<string, TUserItem>): TScimMemberRef[] {
  return ids.flatMap((id) => {
    const user = users.get(id);
    return user ? [{ id, name: displayName(user) }] : [];
  });
}

/** Whether the answer shows members (identity providers list groups with `excludedAttributes=members`). */
function showsMembers(query: TQuery): boolean {
  const names = (value: string | undefined) => (value ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (query.attributes?.trim())
    return names(query.attributes).some((name) => name === 'members' || name.startsWith('members.'));
  return !names(query.excludedAttributes).includes('members');
}

async function answerGroup(
  context: TScimContext,
  groupId: string,
  query: TQuery = {},
): Promise<Record<string, unknown>> {
  const group = await loadGroup(context, groupId);
  let members: TScimMemberRef[] | undefined;
  if (showsMembers(query)) {
    const ids = await listGroupMemberIds(context.companyId, group.group_id);
    members = ids.length > 0 ? memberRefs(ids, await userNames(context.companyId)) : [];
  }
  return presentScimGroup(scimGroupResource(group, members, context.baseUrl), attributeSelection(query));
}

export async function getScimGroup(context: TScimContext, id: string, query: TQuery): Promise<Record<string, unknown>> {
  return answerGroup(context, id, query);
}

async function groupIdByName(companyId: string, name: string): Promise<string | undefined> {
  const { Item } = await groupNameEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, name_key: groupNameKey(name) })
    .options({ consistent: true })
    .send();
  return Item?.group_id;
}

/** The groups a plain `displayName eq` / `externalId eq` / `id eq` names, from a lookup; undefined otherwise. */
async function groupsByLookup(context: TScimContext, equality: { attribute: string; value: string } | undefined) {
  if (!equality) return undefined;
  const one = async (groupId: string | undefined) => {
    const group = groupId && ID.test(groupId) ? await findGroup(context.companyId, groupId, true) : undefined;
    return group ? [group] : [];
  };
  switch (equality.attribute) {
    case 'displayname': {
      const [group] = await one(await groupIdByName(context.companyId, equality.value));
      // The name key also folds spaces; the filter compares the name itself (case aside).
      return group && group.name.toLowerCase() === equality.value.toLowerCase() ? [group] : [];
    }
    case 'externalid':
      return one(await findExternalId(context.companyId, 'G', equality.value));
    case 'id':
      return one(equality.value);
    default:
      return undefined;
  }
}

function byCreation(a: TGroupItem, b: TGroupItem): number {
  return a.created_at === b.created_at
    ? a.group_id.localeCompare(b.group_id)
    : a.created_at.localeCompare(b.created_at);
}

export async function listScimGroups(context: TScimContext, query: TQuery): Promise<TListResponse> {
  const window = readListWindow(query);
  const attributes = attributeSelection(query);
  const parsed = parseScimFilter(query.filter, GroupSchema.definition);
  const groups = (await groupsByLookup(context, parsed?.equality)) ?? (await listGroups(context.companyId));
  const filterNamesMembers = /members/i.test(query.filter ?? '');
  const withMembers = showsMembers(query);
  let membersOf = (_group: TGroupItem): string[] => [];
  if (groups.length > 0 && (withMembers || filterNamesMembers)) {
    const byGroup = new Map<string, string[]>();
    for (const [userId, groupIds] of await listCompanyMemberships(context.companyId))
      for (const groupId of groupIds) byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), userId]);
    membersOf = (group) => byGroup.get(group.group_id) ?? [];
  }
  const users = withMembers && groups.length > 0 ? await userNames(context.companyId) : new Map<string, TUserItem>();
  const matches = (
    parsed ? matchScim(parsed.filter, groups, (group) => scimGroupProjection(group, membersOf(group))) : groups
  )
    .slice()
    .sort(byCreation);
  return listResponse(matches, window, (group) =>
    presentScimGroup(
      scimGroupResource(group, withMembers ? memberRefs(membersOf(group), users) : undefined, context.baseUrl),
      attributes,
    ),
  );
}

async function setGroupExternalId(companyId: string, groupId: string, externalId: string | null): Promise<void> {
  const written = await sendUnlessConditionFails(
    groupEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, group_id: groupId, scim_external_id: externalId ?? $remove() })
      .options({ condition: { attr: 'group_id', exists: true } }),
  );
  if (!written) throw notFound();
}

async function groupExists(companyId: string, groupId: string): Promise<boolean> {
  return (await findGroup(companyId, groupId, true)) !== undefined;
}

async function applyExternalId(context: TScimContext, group: TGroupItem, externalId: string | null): Promise<void> {
  if ((group.scim_external_id ?? null) === externalId) return;
  if (externalId)
    await claimExternalId(context.companyId, 'G', externalId, group.group_id, (id) =>
      groupExists(context.companyId, id),
    );
  await setGroupExternalId(context.companyId, group.group_id, externalId);
  if (group.scim_external_id) await releaseExternalId(context.companyId, 'G', group.scim_external_id, group.group_id);
}

/**
 * Makes the group's members exactly `wanted`. Every id must be a user of the company (400 invalidValue otherwise);
 * an archived user named as a member is left out (the directory may still list a leaver) rather than failing the
 * whole change.
 */
async function applyMembers(
  context: TScimContext,
  groupId: string,
  wanted: readonly string[],
  current: readonly string[],
): Promise<void> {
  const want = new Set(wanted);
  const have = new Set(current);
  const joining = [...want].filter((id) => !have.has(id));
  const leaving = [...have].filter((id) => !want.has(id));
  if (joining.length + leaving.length === 0) return;
  const users = await userNames(context.companyId);
  const unknown = joining.find((id) => !users.has(id));
  if (unknown !== undefined)
    throw new ScimError(400, 'invalidValue', `members: no user of the company has the id "${unknown}".`);
  const assign = joining.filter((id) => users.get(id)?.is_archived !== 1);
  if (assign.length < joining.length)
    context.log.info('SCIM group members left out: archived', {
      group_id: groupId,
      count: joining.length - assign.length,
    });
  await changeGroupMembers(context.companyId, groupId, { assign, unassign: leaving.filter((id) => users.has(id)) });
}

async function applyGroup(
  context: TScimContext,
  group: TGroupItem,
  want: TScimGroupInput,
  currentMembers: readonly string[],
): Promise<void> {
  const renamed = want.displayName !== group.name;
  const externalChanges = (group.scim_external_id ?? null) !== want.externalId;
  const want_ = new Set(want.members);
  const membersChange = want.members.length !== currentMembers.length || currentMembers.some((id) => !want_.has(id));
  if (!renamed && !externalChanges && !membersChange) return;
  assertMayChange(context);
  // The description is the product's own: a rename keeps it.
  if (renamed)
    await updateGroup(context.companyId, group.group_id, {
      name: want.displayName,
      description: group.description ?? null,
    });
  await applyExternalId(context, group, want.externalId);
  await applyMembers(context, group.group_id, want.members, currentMembers);
}

export async function createScimGroup(
  context: TScimContext,
  body: unknown,
): Promise<{ resource: Record<string, unknown>; location: string }> {
  assertMayChange(context);
  const want = readScimGroup(coerceScimGroup(body));
  if (want.externalId) {
    const holder = await findExternalId(context.companyId, 'G', want.externalId);
    if (holder && (await groupExists(context.companyId, holder)))
      throw new ScimError(409, 'uniqueness', 'Another group of the company has this externalId.');
  }
  if (want.members.length > 0) {
    // Refuse unknown members before the group exists, so a refused create leaves nothing behind.
    const users = await userNames(context.companyId);
    const unknown = want.members.find((id) => !users.has(id));
    if (unknown !== undefined)
      throw new ScimError(400, 'invalidValue', `members: no user of the company has the id "${unknown}".`);
  }
  const group = await createGroup(context.companyId, { name: want.displayName });
  context.log.info('audit: group created by provisioning', {
    audit: 'group.created',
    actor: 'scim',
    scim_token_id: context.tokenId,
    group_id: group.group_id,
  });
  await applyExternalId(context, group, want.externalId);
  await applyMembers(context, group.group_id, want.members, []);
  return {
    resource: await answerGroup(context, group.group_id),
    location: `${context.baseUrl}/Groups/${group.group_id}`,
  };
}

export async function replaceScimGroup(
  context: TScimContext,
  id: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const group = await loadGroup(context, id);
  const want = readScimGroup(coerceScimGroup(body));
  await applyGroup(context, group, want, await listGroupMemberIds(context.companyId, group.group_id));
  return answerGroup(context, group.group_id);
}

export async function patchScimGroup(
  context: TScimContext,
  id: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const group = await loadGroup(context, id);
  const patch = readPatchOp(body);
  const members = await listGroupMemberIds(context.companyId, group.group_id);
  const current = new GroupSchema(
    scimGroupResource(
      group,
      members.map((member) => ({ id: member, name: '' })),
      context.baseUrl,
    ),
    'out',
  );
  const patched = await applyPatchOp(patch, current);
  if (patched) await applyGroup(context, group, readScimGroup(patched), members);
  return answerGroup(context, group.group_id);
}

/** DELETE /Groups/{id}: the group goes as when an administrator deletes it; its members keep their records. */
export async function deleteScimGroup(context: TScimContext, id: string): Promise<void> {
  const group = await loadGroup(context, id);
  assertMayChange(context);
  await deleteGroup(context.companyId, group.group_id);
  if (group.scim_external_id) await releaseExternalId(context.companyId, 'G', group.scim_external_id, group.group_id);
  context.log.info('audit: group deleted by provisioning', {
    audit: 'group.deleted',
    actor: 'scim',
    scim_token_id: context.tokenId,
    group_id: group.group_id,
  });
}
