import type { TUserItem } from '../../platform/db/types';
import { counters, roleName } from './present-user';
import type { TGroupDirectory } from './user-groups';
import { sortUsers } from './user-list-rules';

export const USER_EXPORT_HEADER = [
  'First Name',
  'Surname',
  'Email',
  'Unique Id',
  'Role Access',
  'Groups',
  'Last Login',
  'Created',
  'Courses',
  'Groups Count',
  'Playlists',
  'In Progress',
  'Completed',
  'Confirmed',
  'Welcome Email Sent',
  'Archived',
] as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One CSV row per user (pure): active users first by name, then the archived ones, flagged. */
export function userExportRows(users: readonly TUserItem[], directory: Pick<TGroupDirectory, 'groupsOf'>) {
  const ordered = [
    ...sortUsers(
      users.filter((user) => user.is_archived !== 1),
      'first_name',
      'asc',
    ),
    ...sortUsers(
      users.filter((user) => user.is_archived === 1),
      'first_name',
      'asc',
    ),
  ];
  return ordered.map((user) => {
    const totals = counters(user);
    return [
      user.first_name,
      user.last_name,
      user.email,
      user.unique_id ?? '',
      roleName(user.role_id),
      directory
        .groupsOf(user.user_id)
        .map((group) => group.name)
        .join('; '),
      user.last_login ?? '',
      user.created_at,
      totals.total_courses,
      totals.total_groups,
      totals.total_channels,
      totals.total_in_progress,
      totals.total_completed_courses,
      yesNo(user.is_reset_default_password === 1),
      yesNo(user.is_mail_sent === 1),
      yesNo(user.is_archived === 1),
    ];
  });
}
