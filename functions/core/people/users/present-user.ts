import {
  ROLE_NAME,
  type TGroupRef,
  type TRoleId,
  type TUserBasic,
  type TUserDetail,
  type TUserReportRow,
  type TUserRow,
} from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';

/** Presenters: the only place a user item becomes a response, so internal fields (token hashes, cut-offs) never leave. */

export function counters(user: TUserItem) {
  return {
    total_courses: user.total_courses ?? 0,
    total_groups: user.total_groups ?? 0,
    total_channels: user.total_channels ?? 0,
    total_in_progress: user.total_in_progress ?? 0,
    total_completed_courses: user.total_completed_courses ?? 0,
  };
}

/** Courses neither started nor completed. */
export function notStarted(user: TUserItem): number {
  const { total_courses, total_in_progress, total_completed_courses } = counters(user);
  return Math.max(0, total_courses - total_in_progress - total_completed_courses);
}

export function roleName(roleId: number): string {
  return ROLE_NAME[roleId as TRoleId] ?? '';
}

export function presentUserRow(user: TUserItem, groups: readonly TGroupRef[]): TUserRow {
  return {
    id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    unique_id: user.unique_id ?? null,
    role_id: user.role_id,
    role_name: roleName(user.role_id),
    last_login: user.last_login ?? null,
    created_at: user.created_at,
    confirmed: user.is_reset_default_password === 1,
    is_mail_sent: user.is_mail_sent === 1 ? 1 : 0,
    is_archived: user.is_archived === 1 ? 1 : 0,
    archived_at: user.archived_at ?? null,
    manager_id: user.manager_id ?? null,
    groups: [...groups],
    ...counters(user),
  };
}

export function presentUserDetail(
  user: TUserItem,
  groups: readonly TGroupRef[],
  assignedUsers: readonly string[],
): TUserDetail {
  return {
    ...presentUserRow(user, groups),
    assigned_users: [...assignedUsers],
    is_notification: user.is_notification,
    company_id: user.company_id,
    two_step_enabled: user.totp_enabled_at !== undefined,
  };
}

export function presentUserBasic(user: TUserItem): TUserBasic {
  return {
    id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role_id: user.role_id,
    unique_id: user.unique_id ?? null,
  };
}

export function presentUserReportRow(user: TUserItem): TUserReportRow {
  return {
    id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    unique_id: user.unique_id ?? null,
    last_login: user.last_login ?? null,
    confirmed: user.is_reset_default_password === 1,
    total_not_started: notStarted(user),
    ...counters(user),
  };
}
