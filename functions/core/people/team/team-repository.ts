import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { userEntity } from '../../platform/db/entities/user';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TUserItem } from '../../platform/db/types';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

/**
 * A team is the set of users whose `manager_id` names the manager; the same item carries the sparse gsi1 keys
 * `C#<cid>#TEAM#<managerId>` / `USER#<uid>`, so a manager's team is one Query of the team's size. Each membership
 * change is one conditional write on the member, so saving a team is idempotent and never half-applies a member.
 */

export async function listTeamMembers(companyId: string, managerId: string): Promise<TUserItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(userEntity())
    .query({ index: 'gsi1', partition: keys.teamIndexPk(companyId, managerId) })
    .options({ maxPages: Infinity })
    .send();
  return Items ?? [];
}

/** Puts a user in a manager's team (moving them out of any other team). False if the user is gone. */
export async function joinTeam(companyId: string, userId: string, managerId: string): Promise<boolean> {
  return sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: companyId,
        user_id: userId,
        manager_id: managerId,
        gsi1pk: keys.teamIndexPk(companyId, managerId),
        gsi1sk: keys.teamIndexSk(userId),
      })
      .options({ condition: { attr: 'user_id', exists: true } }),
  );
}

/** Takes a user out of `managerId`'s team; a user who meanwhile moved to another team is left alone. */
export async function leaveTeam(companyId: string, userId: string, managerId: string): Promise<void> {
  await sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, user_id: userId, manager_id: $remove(), gsi1pk: $remove(), gsi1sk: $remove() })
      .options({ condition: { attr: 'manager_id', eq: managerId } }),
  );
}

/** Takes a user out of whatever team they are in (they became a manager or an administrator). */
export async function leaveAnyTeam(companyId: string, user: TUserItem): Promise<void> {
  if (user.manager_id) await leaveTeam(companyId, user.user_id, user.manager_id);
}
