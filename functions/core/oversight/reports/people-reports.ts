import type { I18n } from '@lingui/core';
import type { TLanguage } from '@skillway/shared/constants/languages';
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
import { reportTexts, subtitle, yesNo, type TReportJobFilters, type TReportTable } from './report-table';

function userCount(count: number, i18n: I18n): string {
  return i18n._('{count, plural, one {{count} user} other {{count} users}}', { count });
}

/** A comma list of ids as the users screen sends it. */
function idList(value: string | undefined): string[] | undefined {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids.length > 0 ? ids : undefined;
}

/**
 * The User Reports screen as a file: its columns, its filters (search, created dates, groups), ordered by first
 * name. Each report below is written in `language`, the requester's (build-report.ts).
 */
export async function usersReportTable(
  companyId: string,
  filters: TReportJobFilters,
  now: Date,
  language?: TLanguage,
): Promise<TReportTable> {
  const { i18n } = reportTexts(language);
  const users = await userReportUsers(companyId, {
    search: filters.search,
    start: filters.start,
    end: filters.end,
    groups: idList(filters.groups),
  });
  const table: TExportTable = {
    title: i18n._('User Report'),
    subtitle: subtitle([userCount(users.length, i18n)], now, i18n),
    columns: [
      { header: i18n._('First Name'), weight: 1.1 },
      { header: i18n._('Surname'), weight: 1.1 },
      { header: i18n._('Email'), weight: 2.2 },
      { header: i18n._('Last Login') },
      { header: i18n._('Courses'), kind: 'number', weight: 0.8 },
      { header: i18n._('Groups'), kind: 'number', weight: 0.8 },
      { header: i18n._('Playlists'), kind: 'number', weight: 0.8 },
      { header: i18n._('In Progress'), kind: 'number', weight: 0.8 },
      { header: i18n._('Completed'), kind: 'number', weight: 0.8 },
      { header: i18n._('Confirmed'), weight: 0.8 },
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
        yesNo(user.is_reset_default_password === 1, i18n),
      ];
    }),
  };
  return { table, name: 'user-report' };
}

/** The users export's headings in the requester's language (every one of USER_EXPORT_HEADER). */
function userExportHeadings(i18n: I18n): Record<(typeof USER_EXPORT_HEADER)[number], string> {
  return {
    'First Name': i18n._('First Name'),
    Surname: i18n._('Surname'),
    Email: i18n._('Email'),
    'Unique Id': i18n._('Unique Id'),
    'Role Access': i18n._('Role Access'),
    Groups: i18n._('Groups'),
    'Last Login': i18n._('Last Login'),
    Created: i18n._('Created'),
    Courses: i18n._('Courses'),
    'Groups Count': i18n._('Groups Count'),
    Playlists: i18n._('Playlists'),
    'In Progress': i18n._('In Progress'),
    Completed: i18n._('Completed'),
    Confirmed: i18n._('Confirmed'),
    'Welcome Email Sent': i18n._('Welcome Email Sent'),
    Archived: i18n._('Archived'),
  };
}

/** The users export's columns whose cells are Yes or No, and the one that names a role (a spec text). */
const YES_NO_COLUMNS: ReadonlySet<string> = new Set(['Confirmed', 'Welcome Email Sent', 'Archived']);
const ROLE_COLUMN = 'Role Access';

/** GET /clients-export: every user of the company (archived ones flagged), CSV by default. */
export async function usersExportTable(
  companyId: string,
  _filters: TReportJobFilters,
  now: Date,
  language?: TLanguage,
): Promise<TReportTable> {
  const { i18n, spec } = reportTexts(language);
  const [users, directory] = await Promise.all([listCompanyUsers(companyId), loadGroupDirectory(companyId)]);
  const headings = userExportHeadings(i18n);
  // userExportRows writes English cells: its Yes/No and role names are put in the requester's language here.
  const rows = userExportRows(users, directory).map((row) =>
    row.map((cell, index) => {
      const column = USER_EXPORT_HEADER[index];
      if (typeof cell !== 'string' || !column) return cell;
      if (YES_NO_COLUMNS.has(column)) return cell === 'Yes' ? i18n._('Yes') : cell === 'No' ? i18n._('No') : cell;
      return column === ROLE_COLUMN ? spec(cell) : cell;
    }),
  );
  const table: TExportTable = {
    title: i18n._('Users'),
    subtitle: subtitle([userCount(rows.length, i18n)], now, i18n),
    columns: USER_EXPORT_HEADER.map((header) => ({ header: headings[header] })),
    rows,
  };
  return { table, name: 'users' };
}

/** The Group report: Name, Users, Courses, Playlists (the group's counters, kept on write), searched by name. */
export async function groupsReportTable(
  companyId: string,
  filters: TReportJobFilters,
  now: Date,
  language?: TLanguage,
): Promise<TReportTable> {
  const { i18n } = reportTexts(language);
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
    title: i18n._('Group Report'),
    subtitle: subtitle(
      [i18n._('{count, plural, one {{count} group} other {{count} groups}}', { count: groups.length })],
      now,
      i18n,
    ),
    columns: [
      { header: i18n._('Name'), weight: 3 },
      { header: i18n._('Users'), kind: 'number' },
      { header: i18n._('Courses'), kind: 'number' },
      { header: i18n._('Playlists'), kind: 'number' },
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
  language?: TLanguage,
): Promise<TReportTable> {
  const { i18n } = reportTexts(language);
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
    title: i18n._('Playlist Report'),
    subtitle: subtitle(
      [i18n._('{count, plural, one {{count} playlist} other {{count} playlists}}', { count: wanted.length })],
      now,
      i18n,
    ),
    columns: [
      { header: i18n._('Playlist'), weight: 3 },
      { header: i18n._('Assigned Users'), kind: 'number' },
      { header: i18n._('Assigned Groups'), kind: 'number' },
      { header: i18n._('Total Users'), kind: 'number' },
      { header: i18n._('Modules'), kind: 'number' },
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
