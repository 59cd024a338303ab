import { t } from '@lingui/core/macro';
import { MSG } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';

/**
 * What My Team's assign panels hand out: courses or playlists. The two panels (one user, and the team-wide stepper)
 * are the same screens; this module holds everything that differs between them apart from the API calls
 * (api/assign-target-queries.ts) and the table columns (components/assign-columns.tsx). The server enforces the same
 * rules; the panels only keep a manager from ticking what would be refused.
 */
export type TAssignTarget = 'courses' | 'playlists';

/** A row of one user's Assigned / Unassigned lists (TTeamCourse and TTeamPlaylist both have this shape). */
export interface TAssignRow {
  id: string;
  name: string;
  published: boolean;
  enrolled: boolean;
  /** Cannot be ticked: an enrolment only through a group (or playlist), or one the caller may not hand out. */
  disabled: boolean;
}

/** A row of the stepper's second step: something the caller may hand out. */
export interface TOfferedRow {
  id: string;
  name: string;
  published: boolean;
}

interface TAssignTexts {
  /** The side panel's title, for one user and for the team. */
  panelTitle: string;
  assignedTitle: string;
  unassignedTitle: string;
  searchLabel: string;
  saveLabel: string;
  /** What ticking a row in each section does. */
  assignedHint: string;
  unassignedHint: string;
  /** Empty sections, without and with a search. */
  noneAssigned: string;
  allAssigned: string;
  noAssignedMatch: string;
  noUnassignedMatch: string;
  /** The stepper's second step and its final button. */
  stepLabel: string;
  stepFilter: string;
  stepCaption: string;
  noOffered: string;
  noOfferedMatch: string;
  teamSaveLabel: string;
  /**
   * Courses only: the stepper's third step and the one-user panel's section for the deadline of what is assigned
   * (optional, by the administrator's enrol rules). Playlists carry no deadline.
   */
  deadlineLabel?: string;
  /** Success and refusal messages of the one-user save. */
  enrolled: string;
  unenrolled: string;
  noneSelected: string;
  throughGroup: string;
  unpublished: string;
}

/**
 * Learner spec, My Team panels: the course and the playlist versions' wording, in the active language (made when
 * called, since the language can change after the module loads).
 */
export function assignTexts(target: TAssignTarget): TAssignTexts {
  return target === 'courses' ? courseTexts() : playlistTexts();
}

function courseTexts(): TAssignTexts {
  return {
    panelTitle: t`Assign Courses`,
    assignedTitle: t`Courses Assigned`,
    unassignedTitle: t`Courses Unassigned`,
    searchLabel: t`Search Courses`,
    saveLabel: t`Save Courses`,
    assignedHint: t`Tick the courses to unassign.`,
    unassignedHint: t`Tick the courses to assign. Only published courses can be assigned.`,
    noneAssigned: t`No courses are assigned yet.`,
    allAssigned: t`Every course is assigned.`,
    noAssignedMatch: t`No assigned courses match the search.`,
    noUnassignedMatch: t`No unassigned courses match the search.`,
    stepLabel: t`Select Courses`,
    stepFilter: t`Filter Course By Name`,
    stepCaption: t`Published courses`,
    noOffered: t`No published courses yet.`,
    noOfferedMatch: t`No published course matches this filter.`,
    teamSaveLabel: t`Save Courses`,
    deadlineLabel: t`Set Deadline`,
    enrolled: specText(MSG.TEAM_COURSES_ENROLLED),
    unenrolled: specText(MSG.TEAM_COURSES_UNENROLLED),
    noneSelected: specText(MSG.TEAM_COURSES_NONE_SELECTED),
    throughGroup: specText(MSG.TEAM_COURSE_THROUGH_GROUP),
    unpublished: specText(MSG.TEAM_COURSE_UNPUBLISHED),
  };
}

function playlistTexts(): TAssignTexts {
  return {
    panelTitle: t`Assign Playlists`,
    assignedTitle: t`Playlist Assigned`,
    unassignedTitle: t`Playlist Unassigned`,
    searchLabel: t`Search Playlist`,
    saveLabel: t`Save Playlists`,
    assignedHint: t`Tick the playlists to unassign.`,
    unassignedHint: t`Tick the playlists to assign. Only published playlists can be assigned.`,
    noneAssigned: t`No playlists are assigned yet.`,
    allAssigned: t`Every playlist is assigned.`,
    noAssignedMatch: t`No assigned playlists match the search.`,
    noUnassignedMatch: t`No unassigned playlists match the search.`,
    stepLabel: t`Select Playlist`,
    stepFilter: t`Filter Channel By Name`,
    stepCaption: t`Published playlists`,
    noOffered: specText(MSG.PLAYLISTS_NONE_FOUND),
    noOfferedMatch: t`No published playlist matches this filter.`,
    teamSaveLabel: t`Save`,
    enrolled: specText(MSG.PLAYLISTS_ENROLLED),
    unenrolled: specText(MSG.PLAYLISTS_UNENROLLED),
    noneSelected: specText(MSG.PLAYLISTS_NONE_SELECTED),
    throughGroup: specText(MSG.PLAYLIST_THROUGH_GROUP),
    unpublished: specText(MSG.PLAYLIST_UNPUBLISHED),
  };
}

/** Why a row cannot be ticked: an enrolment only through a group (or playlist), or a draft on the Unassigned list. */
export function lockReason(target: TAssignTarget, row: TAssignRow): string | undefined {
  if (!row.disabled) return undefined;
  const texts = assignTexts(target);
  return row.enrolled ? texts.throughGroup : texts.unpublished;
}

/** 'Search Courses' / 'Search Playlist': case-insensitive, anywhere in the name. */
export function matchesName(row: { name: string }, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  return !needle || row.name.toLowerCase().includes(needle);
}

/** What one user's save changes: ids to assign and ids to unassign (courses: with the deadline picked, or none). */
export interface TAssignChange {
  assign: string[];
  unassign: string[];
  deadline?: string | null;
}

/**
 * Ticks on the Assigned list unassign, ticks on the Unassigned list assign (DESIGN.md: the fields mean what they
 * say, unlike the old client). Ticks that a refreshed list no longer allows are dropped.
 */
export function tickedChange(
  target: TAssignTarget,
  assigned: readonly TAssignRow[],
  unassigned: readonly TAssignRow[],
  ticks: { assigned: ReadonlySet<string>; unassigned: ReadonlySet<string> },
): TAssignChange {
  const ticked = (rows: readonly TAssignRow[], set: ReadonlySet<string>) =>
    rows.filter((row) => set.has(row.id) && !lockReason(target, row)).map((row) => row.id);
  return { assign: ticked(unassigned, ticks.unassigned), unassign: ticked(assigned, ticks.assigned) };
}
