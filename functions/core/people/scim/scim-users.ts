import { ROLE } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { findEmailOwner } from '../auth/email-owner';
import { noticeAdministratorEmailChange } from '../auth/email-change';
import { findGroup, listCompanyMemberships, listGroups, listUserGroupIds } from '../groups/group-repository';
import { joinTeam, leaveTeam } from '../team/team-repository';
import { setArchived } from '../users/archive-user';
import { changeUserEmail } from '../users/change-user-email';
import { createCompanyUser } from '../users/create-user';
import { temporaryPassword } from '../users/temporary-password';
import { findUser, listCompanyUsers } from '../users/user-repository';
import { claimExternalId, findExternalId, releaseExternalId } from './external-ids';
import { ScimError } from './scim-error';
import { parseScimFilter, matchScim } from './scim-filter';
import { UserSchema } from './scim-library';
import { attributeSelection, listResponse, readListWindow, type TListResponse } from './scim-list';
import { applyPatchOp, readPatchOp } from './scim-patch';
import { assertMayChange, SCIM_RESOURCE_ID, type TScimContext, type TScimQuery } from './scim-request';
import { updateScimUserRecord } from './scim-user-record';
import {
  coerceScimUser,
  presentScimUser,
  readScimUser,
  scimUserProjection,
  scimUserResource,
  type TScimGroupRef,
  type TScimUserInput,
} from './user-mapping';

/**
 * SCIM Users over the product's users (RFC 7644 section 3): one company's, the token's. Creating goes through the
 * user-creation core (band counted in the same transaction, a learner, no welcome email); deactivation (active
 * false, or DELETE) archives through the archive path, which ends the person's sessions at once, and never deletes
 * training records; reactivation restores through it (the band again).
 */

type TQuery = TScimQuery;

const ID = SCIM_RESOURCE_ID;

/** SCIM acts as the company's identity provider, not as a user: no user id can equal this. */
const PROVISIONING_ACTOR = { userId: 'scim-provisioning' };

function notFound(): ScimError {
  return new ScimError(404, undefined, 'Resource not found.');
}

async function loadUser(context: TScimContext, id: string): Promise<TUserItem> {
  const user = ID.test(id) ? await findUser(context.companyId, id, true) : undefined;
  if (!user) throw notFound();
  return user;
}

async function groupsOfUser(companyId: string, userId: string): Promise<TScimGroupRef[]> {
  const ids = await listUserGroupIds(companyId, userId);
  const groups = await Promise.all(ids.map((id) => findGroup(companyId, id)));
  return groups.flatMap((group) => (group ? [{ id: group.group_id, name: group.name }] : []));
}

async function answerUser(context: TScimContext, userId: string, query: TQuery = {}): Promise<Record<string, unknown>> {
  const user = await loadUser(context, userId);
  const resource = scimUserResource(user, await groupsOfUser(context.companyId, user.user_id), context.baseUrl);
  return presentScimUser(resource, attributeSelection(query));
}

export async function getScimUser(context: TScimContext, id: string, query: TQuery): Promise<Record<string, unknown>> {
  return answerUser(context, id, query);
}

/** The users a plain `userName eq` / `externalId eq` / `id eq` names, from a lookup; undefined for any other filter. */
async function usersByLookup(context: TScimContext, equality: { attribute: string; value: string } | undefined) {
  if (!equality) return undefined;
  const one = async (userId: string | undefined) => {
    const user = userId && ID.test(userId) ? await findUser(context.companyId, userId, true) : undefined;
    return user ? [user] : [];
  };
  switch (equality.attribute) {
    case 'username': {
      const owner = await findEmailOwner(equality.value);
      return owner?.companyId === context.companyId ? one(owner.userId) : [];
    }
    case 'externalid':
      return one(await findExternalId(context.companyId, 'U', equality.value));
    case 'id':
      return one(equality.value);
    default:
      return undefined;
  }
}

type TGroupsOf = (user: TUserItem) => TScimGroupRef[];

/** The groups of the one or no user a lookup found. */
async function lookedUpGroups(companyId: string, users: readonly TUserItem[]): Promise<TGroupsOf> {
  const byUser = new Map(
    await Promise.all(users.map(async (user) => [user.user_id, await groupsOfUser(companyId, user.user_id)] as const)),
  );
  return (user) => byUser.get(user.user_id) ?? [];
}

/** Every user's groups from two queries of the company (memberships, groups). */
async function companyGroups(companyId: string): Promise<TGroupsOf> {
  const [memberships, groups] = await Promise.all([listCompanyMemberships(companyId), listGroups(companyId)]);
  const names = new Map(groups.map((group) => [group.group_id, group.name]));
  return (user) =>
    (memberships.get(user.user_id) ?? []).flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
}

/** Oldest first, so pages stay put while users are added. */
function byCreation(a: TUserItem, b: TUserItem): number {
  return a.created_at === b.created_at ? a.user_id.localeCompare(b.user_id) : a.created_at.localeCompare(b.created_at);
}

export async function listScimUsers(context: TScimContext, query: TQuery): Promise<TListResponse> {
  const window = readListWindow(query);
  const attributes = attributeSelection(query);
  const parsed = parseScimFilter(query.filter, UserSchema.definition);
  const looked = await usersByLookup(context, parsed?.equality);
  const users = looked ?? (await listCompanyUsers(context.companyId, true));
  const groupsOf = looked ? await lookedUpGroups(context.companyId, looked) : await companyGroups(context.companyId);
  const matches = (parsed ? matchScim(parsed.filter, users, (user) => scimUserProjection(user, groupsOf(user))) : users)
    .slice()
    .sort(byCreation);
  return listResponse(matches, window, (user) =>
    presentScimUser(scimUserResource(user, groupsOf(user), context.baseUrl), attributes),
  );
}

/** An unknown-to-anyone password: a provisioned person signs in through SSO (or sets one with Forgot password). */
function unusablePassword(): string {
  return temporaryPassword(64);
}

async function userExists(companyId: string, userId: string): Promise<boolean> {
  return (await findUser(companyId, userId, true)) !== undefined;
}

/**
 * The manager the identity provider names: kept as given (so the resource reads back as sent) and, when that person
 * is a Team Manager of the company and this user a learner, the user joins their team (leaving any other); a team
 * that came from provisioning is left when the provider names someone else or no one.
 */
async function applyManager(context: TScimContext, user: TUserItem, managerId: string | null): Promise<void> {
  const manager =
    managerId && ID.test(managerId) && managerId !== user.user_id
      ? await findUser(context.companyId, managerId, true)
      : undefined;
  const leadsTeams = manager?.role_id === ROLE.MANAGER && manager.is_archived !== 1;
  if (leadsTeams && user.role_id === ROLE.USER) {
    if (user.manager_id !== managerId) await joinTeam(context.companyId, user.user_id, managerId!);
    return;
  }
  if (user.manager_id && user.manager_id === user.scim_manager_id && user.manager_id !== managerId)
    await leaveTeam(context.companyId, user.user_id, user.manager_id);
}

function orNull(value: string | undefined): string | null {
  return value ?? null;
}

/**
 * Makes the user what the identity provider asks (PUT, or the result of a PATCH). A suspended company may only
 * deactivate; the company's administrator cannot be deactivated from the directory (the break-glass account: hand the
 * role over first). Reactivation comes first (it takes a place in the band), deactivation last (it ends the
 * sessions once everything else is written).
 */
async function applyUser(context: TScimContext, user: TUserItem, want: TScimUserInput): Promise<void> {
  const deactivating = user.is_archived !== 1 && !want.active;
  const reactivating = user.is_archived === 1 && want.active;
  const fields = {
    first_name: want.firstName !== user.first_name ? want.firstName : undefined,
    last_name: want.lastName !== user.last_name ? want.lastName : undefined,
    scim_external_id: want.externalId !== orNull(user.scim_external_id) ? want.externalId : undefined,
    department: want.department !== orNull(user.department) ? want.department : undefined,
    job_title: want.jobTitle !== orNull(user.job_title) ? want.jobTitle : undefined,
    scim_manager_id: want.managerId !== orNull(user.scim_manager_id) ? want.managerId : undefined,
    language: want.language !== undefined && want.language !== user.language ? want.language : undefined,
  };
  const emailChanges = want.email !== user.email;
  const changes = emailChanges || reactivating || Object.values(fields).some((value) => value !== undefined);
  if (changes) assertMayChange(context);
  if (deactivating && user.role_id === ROLE.ADMIN)
    throw new ScimError(
      400,
      'mutability',
      "The company's administrator cannot be deactivated by provisioning: hand the administrator role to someone else in the product first.",
    );

  if (reactivating) await setArchived(PROVISIONING_ACTOR, context.company, user.user_id, 0);
  if (emailChanges) {
    await changeUserEmail(user, want.email);
    context.log.info('audit: user email changed by provisioning', {
      audit: 'user.email_changed',
      actor: 'scim',
      scim_token_id: context.tokenId,
      user_id: user.user_id,
    });
    // As for an administrator's change: the old address is told (the person may not know).
    await noticeAdministratorEmailChange(user, want.email);
  }
  if (fields.scim_external_id)
    await claimExternalId(context.companyId, 'U', fields.scim_external_id, user.user_id, (id) =>
      userExists(context.companyId, id),
    );
  await updateScimUserRecord(context.companyId, user.user_id, fields);
  if (fields.scim_external_id !== undefined && user.scim_external_id)
    await releaseExternalId(context.companyId, 'U', user.scim_external_id, user.user_id);
  // `user` still holds the previous manager reference and the current team, which applyManager compares.
  if (fields.scim_manager_id !== undefined) await applyManager(context, user, want.managerId);
  if (deactivating) await deactivate(context, user);
}

/** Archives the user (their sessions end at once: archive-user.ts) and records who asked. */
async function deactivate(context: TScimContext, user: TUserItem): Promise<void> {
  await setArchived(PROVISIONING_ACTOR, context.company, user.user_id, 1);
  context.log.info('audit: user deactivated by provisioning', {
    audit: 'user.archived',
    actor: 'scim',
    scim_token_id: context.tokenId,
    user_id: user.user_id,
  });
}

/** POST /Users: 201 with the user and its location. */
export async function createScimUser(
  context: TScimContext,
  body: unknown,
): Promise<{ resource: Record<string, unknown>; location: string }> {
  assertMayChange(context);
  const want = readScimUser(coerceScimUser(body));
  if (want.externalId) {
    const holder = await findExternalId(context.companyId, 'U', want.externalId);
    if (holder && (await userExists(context.companyId, holder)))
      throw new ScimError(409, 'uniqueness', 'Another user of the company has this externalId.');
  }
  const { user } = await createCompanyUser(
    context.companyId,
    { first_name: want.firstName, last_name: want.lastName, email: want.email, role_id: ROLE.USER },
    { password: unusablePassword(), mustChangePassword: false },
  );
  context.log.info('audit: user created by provisioning', {
    audit: 'user.created',
    actor: 'scim',
    scim_token_id: context.tokenId,
    user_id: user.user_id,
  });
  await applyUser(context, user, want);
  const resource = await answerUser(context, user.user_id);
  return { resource, location: `${context.baseUrl}/Users/${user.user_id}` };
}

export async function replaceScimUser(
  context: TScimContext,
  id: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const user = await loadUser(context, id);
  const want = readScimUser(coerceScimUser(body));
  await applyUser(context, user, want);
  return answerUser(context, user.user_id);
}

export async function patchScimUser(
  context: TScimContext,
  id: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const user = await loadUser(context, id);
  const patch = readPatchOp(body);
  const current = new UserSchema(scimUserResource(user, [], context.baseUrl), 'out');
  const patched = await applyPatchOp(patch, current);
  if (patched) await applyUser(context, user, readScimUser(patched));
  return answerUser(context, user.user_id);
}

/** DELETE /Users/{id}: archives (training records are evidence); already archived is done already. */
export async function deleteScimUser(context: TScimContext, id: string): Promise<void> {
  const user = await loadUser(context, id);
  if (user.is_archived === 1) return;
  if (user.role_id === ROLE.ADMIN)
    throw new ScimError(
      400,
      'mutability',
      "The company's administrator cannot be deactivated by provisioning: hand the administrator role to someone else in the product first.",
    );
  await deactivate(context, user);
}
