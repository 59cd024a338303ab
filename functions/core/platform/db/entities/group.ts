import { lazy } from '../lazy';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * A group of users in a company. pk `C#<cid>`, sk `GROUP#<gid>`. Counters are maintained on write: members
 * (`total_users`, with the membership items) and the courses and playlists the group is enrolled on (with the
 * group-target items).
 */
export const groupEntity = lazy(
  () =>
    new Entity({
      name: 'Group',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        group_id: string().key(),
        name: string(),
        /** The normalised name, key of the GroupName item that keeps names unique. */
        name_key: string(),
        description: string().optional(),
        total_users: number(),
        total_courses: number(),
        total_channels: number(),
        /** Provisioning (SCIM, people/scim): the identity provider's id for the group, unique per company. */
        scim_external_id: string().optional(),
      }),
      computeKey: ({ company_id, group_id }) => ({ pk: keys.company(company_id), sk: keys.groupSk(group_id) }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);

/**
 * pk `C#<cid>`, sk `GNAME#<normalised name>`: written with `attribute_not_exists` in the same transaction as the
 * group (create or rename), which is what makes names unique within a company.
 */
export const groupNameEntity = lazy(
  () =>
    new Entity({
      name: 'GroupName',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        name_key: string().key(),
        group_id: string(),
      }),
      computeKey: ({ company_id, name_key }) => ({ pk: keys.company(company_id), sk: keys.groupNameSk(name_key) }),
      timestamps: false,
    }),
);

/**
 * A user's membership of a group. pk `C#<cid>`, sk `GMEM#<gid>#<uid>` (a group's members);
 * gsi1 `C#<cid>#UGROUPS#<uid>` / `<gid>` (a user's groups).
 */
export const groupMemberEntity = lazy(
  () =>
    new Entity({
      name: 'GroupMember',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        group_id: string().key(),
        user_id: string().key(),
        gsi1pk: string(),
        gsi1sk: string(),
      }),
      computeKey: ({ company_id, group_id, user_id }) => ({
        pk: keys.company(company_id),
        sk: keys.groupMemberSk(group_id, user_id),
      }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);

/**
 * A course or playlist a group is enrolled on, with the deadline its members get. pk `C#<cid>`,
 * sk `GTGT#<gid>#<type>#<tid>` (a group's targets); gsi1 `C#<cid>#TGROUPS#<type>#<tid>` / `<gid>` (a target's groups).
 */
export const groupTargetEntity = lazy(
  () =>
    new Entity({
      name: 'GroupTarget',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        group_id: string().key(),
        target_type: string().enum('course', 'channel').key(),
        target_id: string().key(),
        /** yyyy-mm-dd, or '' for none. */
        deadline: string(),
        gsi1pk: string(),
        gsi1sk: string(),
      }),
      computeKey: ({ company_id, group_id, target_type, target_id }) => ({
        pk: keys.company(company_id),
        sk: keys.groupTargetSk(group_id, target_type, target_id),
      }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);

/** A group's course or playlist, as read from the table. */
export type TGroupTargetItem = FormattedItem<ReturnType<typeof groupTargetEntity>>;
