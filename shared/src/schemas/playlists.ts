import * as z from 'zod/mini';
import { MSG } from '../constants/messages';
import { PLAYLIST_ICONS, PLAYLIST_LIMITS, PLAYLIST_THUMBNAIL_OPTIONS } from '../constants/playlists';
import { ZImageUrls } from './courses/image';
import { ZMaterialFile } from './courses/materials';
import { ZId, label, requiredString } from './fields';

/**
 * Playlists (also called channels): administration spec, Playlist admin list, Playlist entity, Playlist levels,
 * section 7 Playlists; learner spec, Playlists, Playlist details, My Team. A playlist groups courses (its modules)
 * into numbered levels; level 0 holds the modules not on a level yet ('Unassigned Modules').
 */

/* ------------------------------------------------------------------ responses */

/** The caller's own enrolment on a module's course (learner view: which button the course card shows). */
const ZPlaylistModuleEnrolment = z.object({
  /** USER_COURSE_STATE: 1 not started, 2 in progress, 5 test pending, 3 complete. */
  state: z.number(),
  state_text: z.string(),
  /** Whole percent 0..100. */
  progress: z.number(),
});

/** One course of a playlist (a module), with its place in the organiser. */
const ZPlaylistModule = z.object({
  /** The course id (/courses/details/{id}, /courses/player/{id}). */
  id: z.string(),
  name: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  minutes: z.number(),
  thumbnail: z.nullable(ZImageUrls),
  published: z.boolean(),
  /** 1..levels, or 0 for 'Unassigned Modules'. */
  level: z.number(),
  /** Order within its level, from 0. */
  sort_order: z.number(),
  /** The caller's enrolment on the course, or null (learner views only; always null for the administrator's lists). */
  enrolled: z.nullable(ZPlaylistModuleEnrolment),
});
export type TPlaylistModule = z.infer<typeof ZPlaylistModule>;

/** A supplementary file (Additional Content) of a playlist; `file.url` is a short-lived download link. */
export const ZPlaylistAsset = z.object({
  id: z.string(),
  channel_id: z.string(),
  title: z.string(),
  file: ZMaterialFile,
  created_at: z.string(),
});
export type TPlaylistAsset = z.infer<typeof ZPlaylistAsset>;

export const ZPlaylist = z.object({
  id: z.string(),
  name: z.string(),
  /** Sanitised HTML (bold, italic, lists, links, headings). */
  description: z.string(),
  thumbnailOption: z.enum(PLAYLIST_THUMBNAIL_OPTIONS),
  /** The icon's name (PLAYLIST_ICONS) when thumbnailOption is icon. */
  icon: z.nullable(z.string()),
  /** Signed image URLs when thumbnailOption is image. */
  thumbnail: z.nullable(ZImageUrls),
  /** A playlist is published while at least one of its courses is published: that is what a learner can take. */
  published: z.boolean(),
  /** Numbered levels (Level 1..levels); a new playlist has 1. */
  levels: z.number(),
  /** Report fields, maintained on write: modules, users enrolled directly, groups, users (any way). */
  total_modules: z.number(),
  total_published_modules: z.number(),
  individual_users: z.number(),
  group_users: z.number(),
  total_groups: z.number(),
  total_users: z.number(),
  total_assets: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** include=modules (or organised, courses, kanban): every course of the playlist, by level then order. */
  modules: z.optional(z.array(ZPlaylistModule)),
  /** include=publishedmodules: only its published courses (what a learner sees; learners get only these). */
  publishedmodules: z.optional(z.array(ZPlaylistModule)),
  /** include=supplementalMaterial: the Additional Content files. */
  supplementalMaterial: z.optional(z.array(ZPlaylistAsset)),
});
export type TPlaylist = z.infer<typeof ZPlaylist>;

/**
 * A playlist on the My Team assign panels (one user's Playlist Assigned / Playlist Unassigned lists), shaped like a
 * team course row so the panels share their table.
 */
export const ZTeamPlaylist = z.object({
  id: z.string(),
  name: z.string(),
  published: z.boolean(),
  /** The user is enrolled on it. */
  enrolled: z.boolean(),
  /** Enrolled directly (by an administrator or manager): only such an enrolment may be unassigned there. */
  individual: z.boolean(),
  /**
   * The row cannot be ticked: on the Assigned list, an enrolment only through a group; on the Unassigned list, a
   * playlist a manager may not hand out (not published).
   */
  disabled: z.boolean(),
  total_modules: z.number(),
});
export type TTeamPlaylist = z.infer<typeof ZTeamPlaylist>;

/* ------------------------------------------------------------------ requests */

const thumbnailOption = z.enum(PLAYLIST_THUMBNAIL_OPTIONS, { error: 'The thumbnail option must be icon or image.' });
const icon = z.enum(PLAYLIST_ICONS, { error: MSG.PLAYLIST_ICON_INVALID });
const description = z
  .string({ error: 'The description must be text.' })
  .check(
    z.maxLength(
      PLAYLIST_LIMITS.descriptionMax,
      `The description may not be greater than ${PLAYLIST_LIMITS.descriptionMax} characters.`,
    ),
  );
/** The key of a verified upload (POST /sign, then /sign/verify). */
const uploadKey = z.string().check(z.maxLength(512));

function ids(field: string, max: number) {
  return z.optional(
    z
      .array(ZId, { error: `The ${label(field)} must be a list of ids.` })
      .check(z.maxLength(max, `The ${label(field)} may not have more than ${max} items.`)),
  );
}

/**
 * POST /channels. `thumbnailOption` icon takes `icon` (one of PLAYLIST_ICONS); image takes `s3_url`, the key of a
 * verified `thumbnail` upload (png or jpg, 10 MB). The spec also names the option `thumbnail`; either is read.
 * `file` (the original file name) is accepted and ignored: the server knows it from the upload.
 */
export const ZPlaylistCreateBody = z.object({
  name: requiredString('name', PLAYLIST_LIMITS.nameMax),
  description: z.optional(z.nullable(description)),
  thumbnailOption: z.optional(thumbnailOption),
  thumbnail: z.optional(z.nullable(thumbnailOption)),
  icon: z.optional(z.nullable(icon)),
  s3_url: z.optional(z.nullable(uploadKey)),
  file: z.optional(z.nullable(z.string().check(z.maxLength(255)))),
});
export type TPlaylistCreateBody = z.infer<typeof ZPlaylistCreateBody>;

/** The Create / Edit panel's typed fields (the picture's rules depend on the option and are checked on submit). */
export const ZPlaylistFormFields = z.pick(ZPlaylistCreateBody, { name: true, description: true });

/** PATCH /channels/{id}: the same fields, each optional (omitted keeps the stored value). */
export const ZPlaylistUpdateBody = z.extend(ZPlaylistCreateBody, {
  name: z.optional(requiredString('name', PLAYLIST_LIMITS.nameMax)),
});
export type TPlaylistUpdateBody = z.infer<typeof ZPlaylistUpdateBody>;

/** GET /channels: paged, search=name:text, include=supplementalMaterial,modules,publishedmodules. */
export const ZPlaylistShowQuery = z.object({ include: z.optional(z.string().check(z.maxLength(200))) });

/** POST /channel/modules/{id}: the Add / Remove Courses save, every course id the playlist holds afterwards. */
export const ZPlaylistModulesBody = z.object({
  modules: z
    .array(ZId, { error: 'The modules field is required.' })
    .check(z.maxLength(PLAYLIST_LIMITS.modulesMax, MSG.PLAYLIST_MODULES_LIMIT)),
});

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .int({ error: `The ${label(field)} must be a whole number.` })
    .check(
      z.gte(min, `The ${label(field)} must be at least ${min}.`),
      z.lte(max, `The ${label(field)} may not be greater than ${max}.`),
    );

/**
 * POST /channel/course-order: the organiser's save. `tree` places every course of the playlist once: its level
 * (0 = Unassigned Modules) and order. `levels` is the number of levels after Add Level / remove level (default: as
 * stored); no course may be on a level above it.
 */
export const ZPlaylistCourseOrderBody = z.object({
  channel: ZId,
  levels: z.optional(wholeNumber('levels', 1, PLAYLIST_LIMITS.levelsMax)),
  tree: z
    .array(
      z.object({
        id: ZId,
        level: wholeNumber('level', 0, PLAYLIST_LIMITS.levelsMax),
        sort_order: wholeNumber('sort_order', 0, 10_000),
      }),
      { error: 'The tree field is required.' },
    )
    .check(z.maxLength(PLAYLIST_LIMITS.modulesMax, MSG.PLAYLIST_MODULES_LIMIT)),
});
export type TPlaylistCourseOrderBody = z.infer<typeof ZPlaylistCourseOrderBody>;

/** POST /channel/course: add one course to a playlist on a level (0 = unassigned). */
export const ZPlaylistAddCourseBody = z.object({
  course: ZId,
  channel: ZId,
  level: z.optional(wholeNumber('level', 0, PLAYLIST_LIMITS.levelsMax)),
});
export type TPlaylistAddCourseBody = z.infer<typeof ZPlaylistAddCourseBody>;

/** Ids per list in one playlist enrolment call (a company has at most 500 users and a few hundred groups). */
const ENROL_MAX = 1000;

/** POST /channel/assign/{id}: `assign_*` enrol, `unassign_*` unenrol (DESIGN.md: the fields mean what they say). */
export const ZPlaylistAssignBody = z.object({
  assign_users: ids('assign_users', ENROL_MAX),
  unassign_users: ids('unassign_users', ENROL_MAX),
  assign_groups: ids('assign_groups', ENROL_MAX),
  unassign_groups: ids('unassign_groups', ENROL_MAX),
});
export type TPlaylistAssignBody = z.infer<typeof ZPlaylistAssignBody>;

/** POST /channel/asset: a supplementary file, the key of a verified `playlist-material` upload. */
export const ZPlaylistAssetBody = z.object({
  channel_id: ZId,
  title: requiredString('title', PLAYLIST_LIMITS.assetTitleMax),
  s3_url: z
    .string({ error: 'The file field is required.' })
    .check(z.minLength(1, 'The file field is required.'), z.maxLength(512)),
  file: z.optional(z.nullable(z.string().check(z.maxLength(255)))),
});
export type TPlaylistAssetBody = z.infer<typeof ZPlaylistAssetBody>;

/** POST /enrol/playlists/{id} (id = the user): `assign_playlists` enrol, `unassign_playlists` unenrol (direct only). */
export const ZUserPlaylistsBody = z.object({
  assign_playlists: ids('assign_playlists', PLAYLIST_LIMITS.assignMax),
  unassign_playlists: ids('unassign_playlists', PLAYLIST_LIMITS.assignMax),
});
export type TUserPlaylistsBody = z.infer<typeof ZUserPlaylistsBody>;

/** POST /enrol/users-to-channel: every user in `users` is enrolled on every playlist in `assign_playlists`. */
export const ZUsersToPlaylistsBody = z.object({
  users: ids('users', 500),
  assign_playlists: ids('assign_playlists', PLAYLIST_LIMITS.assignMax),
});
export type TUsersToPlaylistsBody = z.infer<typeof ZUsersToPlaylistsBody>;
