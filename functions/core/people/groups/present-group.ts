import type { TGroup, TGroupBasic, TGroupTarget, TGroupUser } from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import type { TGroupTargetItem } from '../../delivery/enrolment/group-enrolment';
import type { TGroupItem } from './group-repository';

export function presentGroup(group: TGroupItem): TGroup {
  return {
    id: group.group_id,
    name: group.name,
    description: group.description ?? null,
    total_users: group.total_users,
    total_courses: group.total_courses,
    total_channels: group.total_channels,
    created_at: group.created_at,
    updated_at: group.updated_at,
  };
}

export function presentGroupBasic(group: TGroupItem): TGroupBasic {
  return { id: group.group_id, name: group.name, total_users: group.total_users };
}

export function presentGroupTarget(item: TGroupTargetItem): TGroupTarget {
  return { target_type: item.target_type, target_id: item.target_id, deadline: item.deadline || null };
}

export function presentGroupUser(user: TUserItem, assigned: boolean): TGroupUser {
  return {
    id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    unique_id: user.unique_id ?? null,
    role_id: user.role_id,
    assigned,
  };
}
