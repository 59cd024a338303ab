import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { targetStatsEntity } from '../../platform/db/entities/enrolment';
import { groupEntity, groupTargetEntity } from '../../platform/db/entities/group';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { cancellationCodes, transact } from '../../platform/db/transactions';
import { getGroup, listGroupMemberIds } from '../../people/groups/group-repository';
import { AppError } from '../../platform/http/app-error';
import { changeEnrolments, type TEnrolmentChange, type TEnrolmentChangeSummary } from './change-enrolments';
import { groupSource, userCounterOf, type TTarget } from './enrolment-rules';

import type { TGroupTargetItem } from '../../platform/db/entities/group';
export type { TGroupTargetItem };

/** Answers whether a course or playlist of the company exists (and may be enrolled on); the course issues supply it. */
export type TTargetExists = (companyId: string, target: TTarget) => Promise<boolean>;

function targetKey(companyId: string, groupId: string, target: TTarget) {
  return { company_id: companyId, group_id: groupId, target_type: target.type, target_id: target.id };
}

/** yyyy-mm-dd or '' (the stored form of "no deadline"). */
function storedDeadline(deadline: string | null | undefined): string {
  if (!deadline) return '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deadline))
    throw AppError.field('selected_date', 'The deadline must be a date (yyyy-mm-dd).');
  return deadline;
}

export async function findGroupTarget(companyId: string, groupId: string, target: TTarget) {
  const { Item } = await groupTargetEntity()
    .build(GetItemCommand)
    .key(targetKey(companyId, groupId, target))
    .options({ consistent: true })
    .send();
  return Item;
}

/** The courses and playlists a group is enrolled on, with their deadlines (consistent). */
export async function listGroupTargets(companyId: string, groupId: string): Promise<TGroupTargetItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(groupTargetEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.groupTargetsPrefix(groupId) } })
    .options({ maxPages: Infinity, consistent: true })
    .send();
  return Items ?? [];
}

/** The groups enrolled on one course or playlist (gsi1; for lists such as the course's enrolled groups). */
export async function listTargetGroups(companyId: string, target: TTarget): Promise<TGroupTargetItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(groupTargetEntity())
    .query({ index: 'gsi1', partition: keys.targetGroupsPk(companyId, target.type, target.id) })
    .options({ maxPages: Infinity })
    .send();
  return Items ?? [];
}

/**
 * Enrols a group on a course or playlist (or changes the deadline it gives): the group-target item and the group's
 * and target's counters in one transaction, then every member gets the source `group:<gid>` with that deadline.
 * Safe to run twice: an existing target is updated, members who already have the source are left alone.
 */
export async function addGroupTarget(
  companyId: string,
  groupId: string,
  target: TTarget,
  options: { deadline?: string | null; targetExists?: TTargetExists } = {},
): Promise<TEnrolmentChangeSummary> {
  const deadline = storedDeadline(options.deadline);
  await getGroup(companyId, groupId);
  if (options.targetExists && !(await options.targetExists(companyId, target))) throw AppError.notFound();

  const existing = await findGroupTarget(companyId, groupId, target);
  if (!existing) {
    try {
      await transact([
        groupTargetEntity()
          .build(PutTransaction)
          .item({
            ...targetKey(companyId, groupId, target),
            deadline,
            gsi1pk: keys.targetGroupsPk(companyId, target.type, target.id),
            gsi1sk: groupId,
          })
          .options({ condition: { attr: 'group_id', exists: false } }),
        groupEntity()
          .build(UpdateTransaction)
          .item({ company_id: companyId, group_id: groupId, [userCounterOf(target.type)]: $add(1) })
          .options({ condition: { attr: 'group_id', exists: true } }),
        groupsOfTarget(companyId, target, 1),
      ]);
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.[1] === 'ConditionalCheckFailed') throw AppError.notFound();
      // Added by a concurrent call: fall through and set the deadline.
      if (codes?.[0] !== 'ConditionalCheckFailed') throw error;
      await setGroupTargetDeadline(companyId, groupId, target, deadline);
    }
  } else if (existing.deadline !== deadline) {
    await setGroupTargetDeadline(companyId, groupId, target, deadline);
  }

  const members = await listGroupMemberIds(companyId, groupId);
  return changeEnrolments(
    companyId,
    members.map((userId) => ({ userId, target, change: { op: 'add', source: groupSource(groupId), deadline } })),
  );
}

async function setGroupTargetDeadline(companyId: string, groupId: string, target: TTarget, deadline: string) {
  await groupTargetEntity()
    .build(UpdateItemCommand)
    .item({ ...targetKey(companyId, groupId, target), deadline })
    .options({ condition: { attr: 'group_id', exists: true } })
    .send();
}

/**
 * Unenrols a group from a course or playlist: members lose the source `group:<gid>` first (an enrolment with no
 * other source is deleted, one with an individual or other group source stays), then the group-target item and the
 * counters go in one transaction. Running it again after a failure finishes the job; on a target the group is not
 * enrolled on it changes nothing.
 */
export async function removeGroupTarget(
  companyId: string,
  groupId: string,
  target: TTarget,
): Promise<TEnrolmentChangeSummary> {
  const existing = await findGroupTarget(companyId, groupId, target);
  if (!existing) return { created: 0, updated: 0, removed: 0, skipped: 0 };
  const members = await listGroupMemberIds(companyId, groupId);
  const summary = await changeEnrolments(
    companyId,
    members.map((userId) => ({ userId, target, change: { op: 'remove', source: groupSource(groupId) } })),
  );
  await deleteGroupTargetItem(companyId, existing, { groupCounter: true });
  return summary;
}

/** Deletes a group-target item with the target's group counter (and the group's, unless the group is going away). */
export async function deleteGroupTargetItem(
  companyId: string,
  item: Pick<TGroupTargetItem, 'group_id' | 'target_type' | 'target_id'>,
  options: { groupCounter: boolean },
) {
  const target: TTarget = { type: item.target_type, id: item.target_id };
  try {
    await transact([
      groupTargetEntity()
        .build(DeleteTransaction)
        .key(targetKey(companyId, item.group_id, target))
        .options({ condition: { attr: 'group_id', exists: true } }),
      groupsOfTarget(companyId, target, -1),
      ...(options.groupCounter
        ? [
            groupEntity()
              .build(UpdateTransaction)
              .item({ company_id: companyId, group_id: item.group_id, [userCounterOf(target.type)]: $add(-1) })
              .options({ condition: { attr: 'group_id', exists: true } }),
          ]
        : []),
    ]);
  } catch (error) {
    // Already deleted by a concurrent call: nothing left to do.
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return;
    throw error;
  }
}

/**
 * Members joined or left a group: give them the group's courses and playlists (with the group's deadlines), or take
 * away only what they had through this group. With `followMembership` (a join or a leave, written before this) each
 * change is written only while the membership is still as that call left it (checked in the same transaction), so
 * a join and a leave of one user racing each other end with the sources the final membership gives.
 */
export async function syncMembersWithGroupTargets(
  companyId: string,
  groupId: string,
  userIds: readonly string[],
  op: 'add' | 'remove',
  options: { followMembership?: boolean } = {},
): Promise<TEnrolmentChangeSummary> {
  if (userIds.length === 0) return { created: 0, updated: 0, removed: 0, skipped: 0 };
  const targets = await listGroupTargets(companyId, groupId);
  const source = groupSource(groupId);
  const changes: TEnrolmentChange[] = [];
  for (const userId of userIds) {
    for (const item of targets) {
      const target: TTarget = { type: item.target_type, id: item.target_id };
      changes.push({
        userId,
        target,
        change: op === 'add' ? { op, source, deadline: item.deadline } : { op, source },
        ...(options.followMembership ? { membership: { groupId, present: op === 'add' } } : {}),
      });
    }
  }
  return changeEnrolments(companyId, changes);
}

/** A transaction item moving the target's count of groups enrolled on it by `delta`. */
function groupsOfTarget(companyId: string, target: TTarget, delta: 1 | -1) {
  return targetStatsEntity()
    .build(UpdateTransaction)
    .item({ company_id: companyId, target_type: target.type, target_id: target.id, total_groups: $add(delta) });
}
