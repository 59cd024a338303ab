import type { TExportTable } from '../../platform/export/table';
import { formatDay } from '../../platform/format/format-day';
import { matchesSearch, sortBy } from '../../platform/http/list-options';
import { USER_EXPORT_HEADER, userExportRows } from '../../people/users/export-users';
import { userReportUsers } from '../../people/users/list-users';
import { counters } from '../../people/users/present-user';
import { loadGroupDirectory } from '../../people/users/user-groups';
import { listCompanyUsers } from '../../people/users/user-repository';
import { listGroups } from '../../people/groups/group-repository';
import { companyCourseLookup, liveModules } from '../../content/playlists/playlist-courses';
import { listCompanyPlaylists, listPlaylistStats } from '../../content/playlists/playlist-repository';
import { plural, subtitle, type TReportJobFilters, type TReportTable } from './report-table';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A comma list of ids as the users screen sends it. */
function idList(value: string | undefined): string[] | undefined {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids.length > 0 ? ids : undefined;
}

/** The User Reports screen as a file: its columns, its filters (search, created dates, groups), ordered by first name. */
export async function usersReportTable(
  companyId: string,
  filters: TReportJobFilters,
  now: Date,
): Promise<TReportTable> {
  const users = await userReportUsers(companyId, {
    search: filters.search,
    start: filters.start,
    end: filters.end,
    groups: idList(filters.groups),
  });
  const table: TExportTable = {
    title: 'User Report',
    subtitle: subtitle([plural(users.length, 'user')], now),
    columns: [
      { header: 'First Name', weight: 1.1 },
      { header: 'Surname', weight: 1.1 },
      { header: 'Email', weight: 2.2 },
      { header: 'Last Login' },
      { header: 'Courses', kind: 'number', weight: 0.8 },
      { header: 'Groups', kind: 'number', weight: 0.8 },
      { header: 'Playlists', kind: 'number', weight: 0.8 },
      { header: 'In Progress', kind: 'number', weight: 0.8 },
      { header: 'Completed', kind: 'number', weight: 0.8 },
      { header: 'Confirmed', weight: 0.8 },
    ],
    rows: users.map((user) => {
      const totals = counters(user);
      return [
        user.first_name,
        user.last_name,
        user.email,
        formatDay(user.last_login) ?? '',
        totals.total_courses,
        totals.total_groups,
        totals.total_channels,
        totals.total_in_progress,
        totals.total_completed_courses,
        yesNo(user.is_reset_default_password === 1),
      ];
    }),
  };
  return { table, name: 'user-report' };
}

/** GET /clients-export: every user of the company (archived ones flagged), CSV by default. */
export async function usersExportTable(
  companyId: string,
  _filters: TReportJobFilters,
  now: Date,
): Promise<TReportTable> {
  const [users, directory] = await Promise.all([listCompanyUsers(companyId), loadGroupDirectory(companyId)]);
  const rows = userExportRows(users, directory);
  const table: TExportTable = {
    title: 'Users',
    subtitle: subtitle([plural(rows.length, 'user')], now),
    columns: USER_EXPORT_HEADER.map((header) => ({ header })),
    rows,
  };
  return { table, name: 'users' };
}

/** The Group report: Name, Users, Courses, Playlists (the group's counters, kept on write), searched by name. */
export async function groupsReportTable(
  companyId: string,
  filters: TReportJobFilters,
  now: Date,
): Promise<TReportTable> {
  const groups = sortBy(
    (await listGroups(companyId)).filter((group) =>
      matchesSearch(group, filters.search, { name: (item: typeof group) => item.name }, ['name']),
    ),
    'name',
    'asc',
    { name: (group) => group.name },
    'name',
  );
  const table: TExportTable = {
    title: 'Group Report',
    subtitle: subtitle([plural(groups.length, 'group')], now),
    columns: [
      { header: 'Name', weight: 3 },
      { header: 'Users', kind: 'number' },
      { header: 'Courses', kind: 'number' },
      { header: 'Playlists', kind: 'number' },
    ],
    rows: groups.map((group) => [group.name, group.total_users, group.total_courses, group.total_channels]),
  };
  return { table, name: 'group-report' };
}

/** The Playlist report: Playlist, Assigned Users, Assigned Groups, Total Users, Modules, searched by name. */
export async function playlistsReportTable(
  companyId: string,
  filters: TReportJobFilters,
  now: Date,
): Promise<TReportTable> {
  const [playlists, stats, courses] = await Promise.all([
    listCompanyPlaylists(companyId),
    listPlaylistStats(companyId),
    companyCourseLookup(companyId),
  ]);
  const wanted = sortBy(
    playlists.filter((playlist) =>
      matchesSearch(playlist, filters.search, { name: (item: typeof playlist) => item.name }, ['name']),
    ),
    'name',
    'asc',
    { name: (playlist) => playlist.name },
    'name',
  );
  const table: TExportTable = {
    title: 'Playlist Report',
    subtitle: subtitle([plural(wanted.length, 'playlist')], now),
    columns: [
      { header: 'Playlist', weight: 3 },
      { header: 'Assigned Users', kind: 'number' },
      { header: 'Assigned Groups', kind: 'number' },
      { header: 'Total Users', kind: 'number' },
      { header: 'Modules', kind: 'number' },
    ],
    rows: wanted.map((playlist) => {
      const counts = stats.get(playlist.playlist_id);
      return [
        playlist.name,
        counts?.individual_users ?? 0,
        counts?.total_groups ?? 0,
        counts?.total_users ?? 0,
        liveModules(playlist.modules, courses).length,
      ];
    }),
  };
  return { table, name: 'playlist-report' };
}
