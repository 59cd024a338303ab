import { MSG } from '@skillway/shared';

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

/** Learner spec, My Team panels: the course and the playlist versions' wording. */
export const ASSIGN_TEXTS: Record<TAssignTarget, TAssignTexts> = {
  courses: {
    panelTitle: 'Assign Courses',
    assignedTitle: 'Courses Assigned',
    unassignedTitle: 'Courses Unassigned',
    searchLabel: 'Search Courses',
    saveLabel: 'Save Courses',
    assignedHint: 'Tick the courses to unassign.',
    unassignedHint: 'Tick the courses to assign. Only published courses can be assigned.',
    noneAssigned: 'No courses are assigned yet.',
    allAssigned: 'Every course is assigned.',
    noAssignedMatch: 'No assigned courses match the search.',
    noUnassignedMatch: 'No unassigned courses match the search.',
    stepLabel: 'Select Courses',
    stepFilter: 'Filter Course By Name',
    stepCaption: 'Published courses',
    noOffered: 'No published courses yet.',
    noOfferedMatch: 'No published course matches this filter.',
    teamSaveLabel: 'Save Courses',
    deadlineLabel: 'Set Deadline',
    enrolled: MSG.TEAM_COURSES_ENROLLED,
    unenrolled: MSG.TEAM_COURSES_UNENROLLED,
    noneSelected: MSG.TEAM_COURSES_NONE_SELECTED,
    throughGroup: MSG.TEAM_COURSE_THROUGH_GROUP,
    unpublished: MSG.TEAM_COURSE_UNPUBLISHED,
  },
  playlists: {
    panelTitle: 'Assign Playlists',
    assignedTitle: 'Playlist Assigned',
    unassignedTitle: 'Playlist Unassigned',
    searchLabel: 'Search Playlist',
    saveLabel: 'Save Playlists',
    assignedHint: 'Tick the playlists to unassign.',
    unassignedHint: 'Tick the playlists to assign. Only published playlists can be assigned.',
    noneAssigned: 'No playlists are assigned yet.',
    allAssigned: 'Every playlist is assigned.',
    noAssignedMatch: 'No assigned playlists match the search.',
    noUnassignedMatch: 'No unassigned playlists match the search.',
    stepLabel: 'Select Playlist',
    stepFilter: 'Filter Channel By Name',
    stepCaption: 'Published playlists',
    noOffered: MSG.PLAYLISTS_NONE_FOUND,
    noOfferedMatch: 'No published playlist matches this filter.',
    teamSaveLabel: 'Save',
    enrolled: MSG.PLAYLISTS_ENROLLED,
    unenrolled: MSG.PLAYLISTS_UNENROLLED,
    noneSelected: MSG.PLAYLISTS_NONE_SELECTED,
    throughGroup: MSG.PLAYLIST_THROUGH_GROUP,
    unpublished: MSG.PLAYLIST_UNPUBLISHED,
  },
};

/** Why a row cannot be ticked: an enrolment only through a group (or playlist), or a draft on the Unassigned list. */
export function lockReason(target: TAssignTarget, row: TAssignRow): string | undefined {
  if (!row.disabled) return undefined;
  return row.enrolled ? ASSIGN_TEXTS[target].throughGroup : ASSIGN_TEXTS[target].unpublished;
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
