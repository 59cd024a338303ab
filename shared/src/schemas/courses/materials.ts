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
 * POST /course/add/training-material: `type` video, document or powerpoint with `s3_url` (the key of a verified
 * upload of kind course-video, course-document or course-powerpoint), or link with `url` (http or https).
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
