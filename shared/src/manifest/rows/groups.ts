import * as z from 'zod/mini';
import { ZMessage, ZPageQuery, list, one } from '../../schemas/common';
import { ZId } from '../../schemas/fields';
import { ZGroup, ZGroupBasic, ZGroupBody, ZGroupCreateBody, ZGroupMembersBody, ZGroupShowQuery, ZGroupUser } from '../../schemas/groups';
import { ADMINS, ADMINS_AND_MANAGERS } from '../access';
import { defineRows } from '../types';

const idParam = z.object({ id: ZId });

/**
 * Groups (administration spec, Groups screen and section 7). Group membership drives enrolment: members get the
 * group's courses and playlists (functions/core/delivery/enrolment). Note: group creation is POST /v1/group, not the spec's
 * POST /groups, because POST /groups/ is the spec's token refresh and both spellings reach one route.
 */
export const groupRows = defineRows({
  'groups.list': {
    method: 'GET',
    path: '/v1/groups',
    handler: 'api/groups/list-groups',
    access: ADMINS,
    tag: 'Groups',
    summary: "The company's groups, paged; search=name:text; orderBy name, description, total_users or created_at.",
    request: { query: ZPageQuery },
    response: list(ZGroup),
  },
  'groups.basic': {
    method: 'GET',
    path: '/v1/groups-basic-detail',
    handler: 'api/groups/list-group-names',
    access: ADMINS_AND_MANAGERS,
    tag: 'Groups',
    summary: "Every group's id and name (selects and filters); search=name:text.",
    request: { query: ZPageQuery },
    response: list(ZGroupBasic),
  },
  'groups.get': {
    method: 'GET',
    path: '/v1/groups/{id}',
    handler: 'api/groups/get-group',
    access: ADMINS,
    tag: 'Groups',
    summary: 'One group; include=members adds its members and its courses and playlists with deadlines.',
    request: { params: idParam, query: ZGroupShowQuery },
    response: one(ZGroup),
  },
  'groups.members': {
    method: 'GET',
    path: '/v1/groups/users/{id}',
    handler: 'api/groups/list-group-members',
    access: ADMINS,
    tag: 'Groups',
    summary: "The group's members, paged; search=first_name:text;last_name:text.",
    request: { params: idParam, query: ZPageQuery },
    response: list(ZGroupUser),
  },
  'groups.allUsers': {
    method: 'GET',
    path: '/v1/group/users/all/{id}',
    handler: 'api/groups/list-group-candidates',
    access: ADMINS,
    tag: 'Groups',
    summary: 'Every active user of the company, each with `assigned` (member of this group), paged and searchable.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZGroupUser),
  },
  'groups.enrolledUsers': {
    method: 'GET',
    path: '/v1/group/enrolled-users/{id}',
    handler: 'api/groups/list-group-assigned-users',
    access: ADMINS,
    tag: 'Groups',
    summary: "Manage Users panel, assigned table: the group's members, paged and searchable.",
    request: { params: idParam, query: ZPageQuery },
    response: list(ZGroupUser),
  },
  'groups.unenrolledUsers': {
    method: 'GET',
    path: '/v1/group/unenrolled-users/{id}',
    handler: 'api/groups/list-group-unassigned-users',
    access: ADMINS,
    tag: 'Groups',
    summary: 'Manage Users panel, unassigned table: active users who are not members, paged and searchable.',
    request: { params: idParam, query: ZPageQuery },
    response: list(ZGroupUser),
  },
  'groups.unassigned': {
    method: 'GET',
    path: '/v1/groups/unassigned',
    handler: 'api/groups/list-users-without-group',
    access: ADMINS,
    tag: 'Groups',
    summary: 'Active users who belong to no group, paged and searchable.',
    request: { query: ZPageQuery },
    response: list(ZGroupUser),
  },
  'groups.create': {
    method: 'POST',
    path: '/v1/group',
    handler: 'api/groups/create-group',
    access: ADMINS,
    tag: 'Groups',
    status: 201,
    summary: "Add a group (name unique within the company), optionally with its first members (assign_users: active users of the company, checked before anything is made). The spec's POST /groups is taken by the token refresh.",
    request: { body: ZGroupCreateBody },
    response: one(ZGroup),
  },
  'groups.update': {
    method: 'PATCH',
    path: '/v1/groups/{id}',
    handler: 'api/groups/update-group',
    access: ADMINS,
    tag: 'Groups',
    summary: 'Rename or describe a group (name unique within the company).',
    request: { params: idParam, body: ZGroupBody },
    response: one(ZGroup),
  },
  'groups.delete': {
    method: 'DELETE',
    path: '/v1/groups/{id}',
    handler: 'api/groups/delete-group',
    access: ADMINS,
    tag: 'Groups',
    summary: 'Delete a group: its members lose the courses and playlists they had only through it.',
    request: { params: idParam },
    response: ZMessage,
    timeoutSeconds: 29,
  },
  'groups.assignUsers': {
    method: 'POST',
    path: '/v1/groups/users/add/{id}',
    handler: 'api/groups/assign-group-users',
    access: ADMINS,
    tag: 'Groups',
    summary: 'Add (assign_users) and remove (unassign_users) members in one call; enrolments follow.',
    request: { params: idParam, body: ZGroupMembersBody },
    response: one(ZGroup),
    timeoutSeconds: 29,
  },
});
