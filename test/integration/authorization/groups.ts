import { randomUUID } from 'node:crypto';
import { ADMIN_ONLY, ADMIN_ONLY_RECORD, ADMIN_OR_MANAGER, type TDomainMatrix, type TSample } from './matrix-types';
import { victim } from './user-samples';
/** Rows that take a group id target the owner's company's standing group (company A's for the 404 check). */
const onGroup: TSample = ({ owner }) => ({ params: { id: owner.groupId! }, query: { page: '1', limit: '5' } });

export const groupsMatrix: TDomainMatrix = {
  expectations: {
    'groups.list': ADMIN_ONLY,
    'groups.basic': ADMIN_OR_MANAGER,
    'groups.get': ADMIN_ONLY_RECORD,
    'groups.members': ADMIN_ONLY_RECORD,
    'groups.allUsers': ADMIN_ONLY_RECORD,
    'groups.enrolledUsers': ADMIN_ONLY_RECORD,
    'groups.unenrolledUsers': ADMIN_ONLY_RECORD,
    'groups.unassigned': ADMIN_ONLY,
    'groups.create': ADMIN_ONLY,
    'groups.update': ADMIN_ONLY_RECORD,
    'groups.delete': ADMIN_ONLY_RECORD,
    'groups.assignUsers': ADMIN_ONLY_RECORD,
  },
  samples: {
    'groups.list': () => ({ query: { page: '1', limit: '5', search: 'name:Matrix' } }),
    'groups.basic': () => ({ query: { search: 'name:Matrix' } }),
    'groups.get': ({ owner }) => ({ params: { id: owner.groupId! }, query: { include: 'members' } }),
    'groups.members': onGroup,
    'groups.allUsers': onGroup,
    'groups.enrolledUsers': onGroup,
    'groups.unenrolledUsers': onGroup,
    'groups.unassigned': () => ({ query: { page: '1', limit: '5' } }),
    'groups.create': () => ({
      body: { name: `Matrix ${randomUUID().slice(0, 8)}`, description: 'Created by the matrix' },
    }),
    'groups.update': ({ owner }) => ({
      params: { id: owner.groupId! },
      body: { name: `Matrix ${randomUUID().slice(0, 8)}`, description: 'Renamed by the matrix' },
    }),
    'groups.delete': async ({ owner }) => ({ params: { id: await owner.newGroup!() } }),
    // A new learner joins: a membership to record (company B's caller is refused before looking at the body).
    'groups.assignUsers': async ({ actor, owner, tenants }) => ({
      params: { id: owner.groupId! },
      body: { assign_users: actor === tenants.a.admin ? [await victim(tenants)] : [], unassign_users: [] },
    }),
  },
};
