import * as z from 'zod/mini';
import { GROUP_LIMITS } from '../constants/groups';
import { ZId, label, userIdentity, wellFormedText } from './fields';

/** A member or candidate member of a group, as the Manage Users panel lists them. */
export const ZGroupUser = z.object({
  ...userIdentity,
  role_id: z.number(),
  /** True when the user is a member of the group the list was asked for. */
  assigned: z.boolean(),
});
export type TGroupUser = z.infer<typeof ZGroupUser>;

/** A course or playlist the group is enrolled on; members are enrolled through the group with this deadline. */
const ZGroupTarget = z.object({
  target_type: z.enum(['course', 'channel']),
  target_id: z.string(),
  /** ISO date (yyyy-mm-dd) or null. */
  deadline: z.nullable(z.string()),
});
export type TGroupTarget = z.infer<typeof ZGroupTarget>;

export const ZGroup = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  /** Maintained on write: active members, and the courses and playlists the group is enrolled on. */
  total_users: z.number(),
  total_courses: z.number(),
  total_channels: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** With include=members. */
  members: z.optional(z.array(ZGroupUser)),
  /** With include=members (or include=targets): the group's courses with their deadlines, then its playlists. */
  groupcourses: z.optional(z.array(ZGroupTarget)),
  groupchannels: z.optional(z.array(ZGroupTarget)),
});
export type TGroup = z.infer<typeof ZGroup>;

/** GET /groups-basic-detail: every group of the company, for selects and filters. */
export const ZGroupBasic = z.object({ id: z.string(), name: z.string(), total_users: z.number() });
export type TGroupBasic = z.infer<typeof ZGroupBasic>;

const groupName = z.string({ error: 'The name field is required.' }).check(
  z.trim(),
  z.minLength(1, 'The name field is required.'),
  z.maxLength(GROUP_LIMITS.nameMax, `The name may not be greater than ${GROUP_LIMITS.nameMax} characters.`),
  // The name becomes a URI-encoded key (groupNameKey): text that cannot be encoded is refused here, on `name`.
  wellFormedText('The name is invalid.'),
);

const groupDescription = z.optional(
  z.nullable(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          GROUP_LIMITS.descriptionMax,
          `The ${label('description')} may not be greater than ${GROUP_LIMITS.descriptionMax} characters.`,
        ),
      ),
  ),
);

/** POST /group and PATCH /groups/{id}: the name is unique within the company (checked by the server). */
export const ZGroupBody = z.object({ name: groupName, description: groupDescription });
export type TGroupBody = z.input<typeof ZGroupBody>;

const userIds = (field: string) =>
  z.optional(
    z
      .array(ZId, { error: `The ${label(field)} must be a list of user ids.` })
      .check(
        z.maxLength(
          GROUP_LIMITS.membershipChangeMax,
          `The ${label(field)} may not have more than ${GROUP_LIMITS.membershipChangeMax} items.`,
        ),
      ),
  );

/** POST /groups/users/add/{id}: members to add and to remove, in one call. */
export const ZGroupMembersBody = z.object({
  assign_users: userIds('assign_users'),
  unassign_users: userIds('unassign_users'),
});
export type TGroupMembersBody = z.input<typeof ZGroupMembersBody>;

/** POST /group: the group and, optionally, its first members (Add a new group chooses them while creating). */
export const ZGroupCreateBody = z.object({
  name: groupName,
  description: groupDescription,
  assign_users: userIds('assign_users'),
});
export type TGroupCreateBody = z.input<typeof ZGroupCreateBody>;

/** GET /groups/{id}: include=members (members, courses and playlists) or include=targets. */
export const ZGroupShowQuery = z.object({ include: z.optional(z.string().check(z.maxLength(200))) });
