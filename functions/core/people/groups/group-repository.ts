import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { groupEntity, groupMemberEntity } from '../../platform/db/entities/group';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { AppError } from '../../platform/http/app-error';

export type TGroupItem = FormattedItem<ReturnType<typeof groupEntity>>;

/** Groups, always inside one company: every function takes the company id first. */

export async function findGroup(
  companyId: string,
  groupId: string,
  consistent = false,
): Promise<TGroupItem | undefined> {
  const { Item } = await groupEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, group_id: groupId })
    .options({ consistent })
    .send();
  return Item;
}

/** The group or a 404 (also for another company's id: the key does not exist in this company). */
export async function getGroup(companyId: string, groupId: string, consistent = false): Promise<TGroupItem> {
  const group = await findGroup(companyId, groupId, consistent);
  if (!group) throw AppError.notFound();
  return group;
}

/** Every group of a company (one query; lists are paged and searched in memory, like the company's users). */
export async function listGroups(companyId: string): Promise<TGroupItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(groupEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.groupsPrefix } })
    .options({ maxPages: Infinity })
    .send();
  return Items ?? [];
}

/** The ids of a group's members (consistent: membership changes are read back at once). */
export async function listGroupMemberIds(companyId: string, groupId: string): Promise<string[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(groupMemberEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.groupMembersPrefix(groupId) } })
    .options({ maxPages: Infinity, consistent: true })
    .send();
  return (Items ?? []).map((item) => item.user_id);
}

/** The ids of a user's groups (gsi1, eventually consistent: for presenting, not for decisions). */
export async function listUserGroupIds(companyId: string, userId: string): Promise<string[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(groupMemberEntity())
    .query({ index: 'gsi1', partition: keys.userGroupsPk(companyId, userId) })
    .options({ maxPages: Infinity })
    .send();
  return (Items ?? []).map((item) => item.group_id);
}

/** Every membership of a company in one query: user id -> group ids (the user list's Groups column and filter). */
export async function listCompanyMemberships(companyId: string): Promise<Map<string, string[]>> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(groupMemberEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.allGroupMembersPrefix } })
    .options({ maxPages: Infinity, consistent: true })
    .send();
  const byUser = new Map<string, string[]>();
  for (const item of Items ?? []) {
    const groups = byUser.get(item.user_id) ?? [];
    groups.push(item.group_id);
    byUser.set(item.user_id, groups);
  }
  return byUser;
}
