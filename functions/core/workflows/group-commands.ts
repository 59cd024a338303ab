import { randomUUID } from 'node:crypto';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { MSG } from '@skillway/shared';
import { groupEntity, groupNameEntity } from '../platform/db/entities/group';
import { cancellationCodes, transact } from '../platform/db/transactions';
import {
  deleteGroupTargetItem,
  listGroupTargets,
  syncMembersWithGroupTargets,
} from '../delivery/enrolment/group-enrolment';
import { AppError } from '../platform/http/app-error';
import { cleanGroupName, groupNameKey } from '../people/groups/group-name';
import { getGroup, listGroupMemberIds, type TGroupItem } from '../people/groups/group-repository';
import { writeMemberships } from '../people/groups/membership-writes';
import { sendUnlessConditionFails } from '../platform/db/conditional-write';

export interface TGroupInput {
  name: string;
  description?: string | null | undefined;
}

function nameTaken(): AppError {
  return AppError.validation({ name: [MSG.GROUP_NAME_TAKEN] }, MSG.GROUP_NAME_TAKEN);
}

function cleanDescription(description: string | null | undefined): string | undefined {
  const trimmed = description?.trim();
  return trimmed ? trimmed : undefined;
}

/** A new group; its name item is written in the same transaction, which is what keeps names unique per company. */
export async function createGroup(companyId: string, input: TGroupInput): Promise<TGroupItem> {
  const groupId = randomUUID();
  const name = cleanGroupName(input.name);
  const nameKey = groupNameKey(name);
  const description = cleanDescription(input.description);
  const item = {
    company_id: companyId,
    group_id: groupId,
    name,
    name_key: nameKey,
    ...(description ? { description } : {}),
    total_users: 0,
    total_courses: 0,
    total_channels: 0,
  };
  try {
    await transact([
      groupNameEntity()
        .build(PutTransaction)
        .item({ company_id: companyId, name_key: nameKey, group_id: groupId })
        .options({ condition: { attr: 'group_id', exists: false } }),
      groupEntity()
        .build(PutTransaction)
        .item(item)
        .options({ condition: { attr: 'group_id', exists: false } }),
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') throw nameTaken();
    throw error;
  }
  const now = new Date().toISOString();
  return { ...item, created_at: now, updated_at: now };
}

/** Renames or describes a group; a new name moves the name item in the same transaction. */
export async function updateGroup(companyId: string, groupId: string, input: TGroupInput): Promise<TGroupItem> {
  const group = await getGroup(companyId, groupId, true);
  const name = cleanGroupName(input.name);
  const nameKey = groupNameKey(name);
  const description = cleanDescription(input.description);
  const changes = { name, name_key: nameKey, description: description ?? $remove() };
  if (nameKey === group.name_key) {
    const written = await sendUnlessConditionFails(
      groupEntity()
        .build(UpdateItemCommand)
        .item({ company_id: companyId, group_id: groupId, ...changes })
        .options({ condition: { attr: 'group_id', exists: true } }),
    );
    if (!written) throw AppError.notFound();
  } else {
    try {
      await transact([
        groupNameEntity()
          .build(PutTransaction)
          .item({ company_id: companyId, name_key: nameKey, group_id: groupId })
          .options({ condition: { attr: 'group_id', exists: false } }),
        groupNameEntity()
          .build(DeleteTransaction)
          .key({ company_id: companyId, name_key: group.name_key })
          .options({ condition: { attr: 'group_id', eq: groupId } }),
        groupEntity()
          .build(UpdateTransaction)
          .item({ company_id: companyId, group_id: groupId, ...changes })
          .options({
            condition: {
              and: [
                { attr: 'group_id', exists: true },
                { attr: 'name_key', eq: group.name_key },
              ],
            },
          }),
      ]);
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.[0] === 'ConditionalCheckFailed') throw nameTaken();
      // Renamed or deleted meanwhile: the caller reloads and tries again.
      if (codes?.includes('ConditionalCheckFailed'))
        throw new AppError('CONFLICT', 'The group was changed meanwhile. Please try again.');
      throw error;
    }
  }
  return getGroup(companyId, groupId, true);
}

/**
 * Deletes a group: members lose what they had only through it (their other enrolments stay), then the group's
 * course and playlist links, the memberships (with the users' total_groups), and last the group and its name.
 * Each step is idempotent, so if a step fails the delete can simply be run again.
 */
export async function deleteGroup(companyId: string, groupId: string): Promise<void> {
  const group = await getGroup(companyId, groupId, true);
  const members = await listGroupMemberIds(companyId, groupId);
  await syncMembersWithGroupTargets(companyId, groupId, members, 'remove');
  for (const link of await listGroupTargets(companyId, groupId)) {
    await deleteGroupTargetItem(companyId, link, { groupCounter: false });
  }
  await writeMemberships(
    companyId,
    members.map((userId) => ({ groupId, userId })),
    'remove',
  );
  try {
    await transact([
      groupEntity()
        .build(DeleteTransaction)
        .key({ company_id: companyId, group_id: groupId })
        .options({ condition: { attr: 'group_id', exists: true } }),
      groupNameEntity()
        .build(DeleteTransaction)
        .key({ company_id: companyId, name_key: group.name_key })
        .options({ condition: { attr: 'group_id', eq: groupId } }),
    ]);
  } catch (error) {
    // Deleted by a concurrent call: the result is the same.
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return;
    throw error;
  }
}
