import * as z from 'zod/mini';
import {
  CAPTION_KINDS,
  CAPTION_LANGUAGE_PATTERN,
  CAPTION_LIMITS,
  COURSE_LIMITS,
  MATERIAL_TYPES,
  SLIDE_CONVERSION_STATES,
  VIDEO_STATES,
} from '../../constants/courses';
import { MSG } from '../../constants/messages';
import { CMI5_LAUNCH_METHODS, CMI5_MOVE_ON, PACKAGE_STANDARDS, PACKAGE_STATES } from '../../constants/packages';
import { ZId, optionalString, requiredString } from '../fields';

/* ------------------------------------------------------------------ responses */

/** A stored file as responses show it: `url` is a short-lived presigned GET. */
export const ZMaterialFile = z.object({
  url: z.string(),
  mime_type: z.string(),
  original_name: z.string(),
  size: z.number(),
});

/** Streaming state of a video: `hls_url` once MediaConvert is done (AWS); until then (and locally) the MP4 plays. */
const ZVideoInfo = z.object({
  status: z.enum(VIDEO_STATES),
  hls_url: z.nullable(z.string()),
  poster_url: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type TVideoInfo = z.infer<typeof ZVideoInfo>;

/** A timed text track of a video (WebVTT): `url` is a short-lived presigned GET, `language` a BCP 47 tag. */
export const ZCaptionTrack = z.object({
  kind: z.enum(CAPTION_KINDS),
  language: z.string(),
  label: z.string(),
  url: z.string(),
  original_name: z.string(),
});
export type TCaptionTrack = z.infer<typeof ZCaptionTrack>;

/**
 * One launchable unit of an e-learning package: a SCORM SCO (organisation item with a resource), a cmi5 assignable
 * unit or the Tin Can activity with a launch. `launch` is the path inside the package (from its root, with the
 * query string the manifest gives, e.g. 'sco1/index.html?x=1').
 */
export const ZPackageItem = z.object({
  id: z.string(),
  title: z.string(),
  launch: z.string(),
  /** SCORM adlcp:datafromlms / cmi5 launchParameters. */
  parameters: z.nullable(z.string()),
  /** Percent 0–100 (SCORM 1.2 masteryscore, 2004 minNormalizedMeasure and cmi5 masteryScore normalised). */
  mastery_score: z.nullable(z.number()),
  move_on: z.nullable(z.enum(CMI5_MOVE_ON)),
  launch_method: z.nullable(z.enum(CMI5_LAUNCH_METHODS)),
  /** xAPI / cmi5 activity IRI of the item. */
  activity_id: z.nullable(z.string()),
});
export type TPackageItem = z.infer<typeof ZPackageItem>;

/** What the unpack worker found in an e-learning package (null on the other kinds of material). */
export const ZPackageInfo = z.object({
  status: z.enum(PACKAGE_STATES),
  standard: z.nullable(z.enum(PACKAGE_STANDARDS)),
  /** '1.2', '2004 3rd Edition', '2004 4th Edition', '1.0' … */
  version: z.nullable(z.string()),
  title: z.nullable(z.string()),
  /** xAPI / cmi5 course IRI. */
  activity_id: z.nullable(z.string()),
  /** Percent 0–100: the package's (or its only item's) mastery score. */
  mastery_score: z.nullable(z.number()),
  items: z.array(ZPackageItem),
  /** Why the package was refused (status failed), shown to the administrator. */
  error: z.nullable(z.string()),
});
export type TPackageInfo = z.infer<typeof ZPackageInfo>;

/** Course material (asset). `slider` lists the slide images of a converted deck (presigned GETs, in order). */
export const ZAsset = z.object({
  id: z.string(),
  course_id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  asset_type: z.enum(MATERIAL_TYPES),
  sort_order: z.number(),
  /** External links only (stored, never fetched by the server). */
  external_link: z.nullable(z.string()),
  /** Video, document and powerpoint. */
  file: z.nullable(ZMaterialFile),
  video: z.nullable(ZVideoInfo),
  conversion: z.nullable(z.enum(SLIDE_CONVERSION_STATES)),
  /** Why there are no slide images (conversion unavailable or failed): the deck is offered as a download. */
  conversion_note: z.nullable(z.string()),
  slider: z.array(z.string()),
  /** Captions and text descriptions of a video (empty for the other kinds). */
  captions: z.array(ZCaptionTrack),
  /** An e-learning package's state, standard and items (null for the other kinds). */
  package: z.nullable(ZPackageInfo),
  disabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAsset = z.infer<typeof ZAsset>;

/* ------------------------------------------------------------------ requests */

/** POST /course/training-material/sort/{id}: every asset id of the course, in the new order. */
export const ZMaterialSortBody = z.object({
  sort_order: z
    .array(ZId, { error: 'The sort order field is required.' })
    .check(z.minLength(1, 'The sort order field is required.'), z.maxLength(COURSE_LIMITS.materialsMax)),
});

/** POST /course/remove/training-material. */
export const ZMaterialRemoveBody = z.object({
  course_id: ZId,
  asset_id: ZId,
});

/**
 * POST /course/add/training-material: `type` video, document, powerpoint or package with `s3_url` (the key of a
 * verified upload of kind course-video, course-document, course-powerpoint or course-package), or link with `url`
 * (http or https).
 */
export const ZMaterialAddBody = z.object({
  course: ZId,
  title: requiredString('title', COURSE_LIMITS.materialTitleMax),
  description: z.optional(z.nullable(optionalString('description', COURSE_LIMITS.materialDescriptionMax))),
  type: z.enum(MATERIAL_TYPES, { error: 'The selected type is invalid.' }),
  s3_url: z.optional(z.nullable(z.string().check(z.maxLength(512)))),
  url: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(COURSE_LIMITS.urlMax, `The url may not be greater than ${COURSE_LIMITS.urlMax} characters.`),
        ),
    ),
  ),
});
export type TMaterialAddBody = z.infer<typeof ZMaterialAddBody>;

/**
 * One track as the edit panel sends it: `s3_url` is the key of a verified upload of kind `captions` for a new or
 * replaced file; left out, the track keeps the file it has (matched by kind and language).
 */
export const ZCaptionTrackInput = z.object({
  kind: z.enum(CAPTION_KINDS, { error: 'The selected kind is invalid.' }),
  language: z
    .string({ error: 'The language field is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'The language field is required.'),
      z.maxLength(CAPTION_LIMITS.languageMax, MSG.CAPTIONS_LANGUAGE_INVALID),
      z.regex(CAPTION_LANGUAGE_PATTERN, MSG.CAPTIONS_LANGUAGE_INVALID),
    ),
  label: requiredString('label', CAPTION_LIMITS.labelMax),
  s3_url: z.optional(z.nullable(z.string().check(z.maxLength(512)))),
});
export type TCaptionTrackInput = z.infer<typeof ZCaptionTrackInput>;

/** PATCH /assets/{id}: Edit Document. A video may also carry `captions`: the whole new list of its tracks. */
export const ZMaterialUpdateBody = z.object({
  title: requiredString('title', COURSE_LIMITS.materialTitleMax),
  description: z.optional(z.nullable(optionalString('description', COURSE_LIMITS.materialDescriptionMax))),
  captions: z.optional(
    z.array(ZCaptionTrackInput).check(
      z.maxLength(CAPTION_LIMITS.tracksMax, `A video may not have more than ${CAPTION_LIMITS.tracksMax} tracks.`),
      z.superRefine((tracks, ctx) => {
        const seen = new Set<string>();
        tracks.forEach((track, index) => {
          const id = `${track.kind}:${track.language.toLowerCase()}`;
          if (seen.has(id)) {
            ctx.issues.push({
              code: 'custom',
              message: MSG.CAPTIONS_DUPLICATE,
              input: track,
              path: [index, 'language'],
            });
          }
          seen.add(id);
        });
      }),
    ),
  ),
});
export type TMaterialUpdateBody = z.infer<typeof ZMaterialUpdateBody>;

/** Detail of `courses.slides-requested` (DETAIL_TYPE.SLIDES_REQUESTED). */
export const ZSlidesRequestedDetail = z.object({
  company_id: z.string().check(z.minLength(1)),
  course_id: z.string().check(z.minLength(1)),
  asset_id: z.string().check(z.minLength(1)),
});
export type TSlidesRequestedDetail = z.infer<typeof ZSlidesRequestedDetail>;

/** Detail of `packages.uploaded` (DETAIL_TYPE.PACKAGE_UPLOADED): unpack and read the package of this material. */
export const ZPackageUploadedDetail = z.object({
  company_id: z.string().check(z.minLength(1)),
  course_id: z.string().check(z.minLength(1)),
  asset_id: z.string().check(z.minLength(1)),
});
export type TPackageUploadedDetail = z.infer<typeof ZPackageUploadedDetail>;
