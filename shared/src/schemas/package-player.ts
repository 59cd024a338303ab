import * as z from 'zod/mini';
import { PACKAGE_STANDARDS } from '../constants/packages';
import {
  PACKAGE_BRIDGE,
  PACKAGE_COMMIT_MAX_BYTES,
  PACKAGE_CONTENT_PATH,
  PACKAGE_PLAYER_TEXT,
  SCORM_VERSIONS,
} from '../constants/package-player';
import { ZPackageItem } from './courses/materials';

/* ------------------------------------------------------------------ responses */

/**
 * POST /package-player/{id}/open: what the player launches. Everything of a package runs on the content origin,
 * never the app's: `launch_url` is the absolute URL the player frames (packagePlayer.enter: it sets the content
 * access cookies there and goes on to the SCORM launch page, or to `?to=` a file of the package); `content_url` the
 * item's path under `/content/{companyId}/{assetId}/` on that origin; `session` the short-lived launch token,
 * `commit_url` the path (on the content origin) where the SCORM runtime posts its cmi (the token is the credential,
 * so `navigator.sendBeacon` works). `scorm` is null for xAPI and cmi5 packages (their launch is `xapi.launch`); for
 * SCORM it holds the saved cmi tree of this enrolment and item (scorm-again's `loadFromJSON`), `{}` on a first launch.
 */
export const ZPackageLaunch = z.object({
  asset_id: z.string(),
  standard: z.enum(PACKAGE_STANDARDS),
  item: ZPackageItem,
  items: z.array(ZPackageItem),
  launch_url: z.string(),
  content_url: z.string(),
  session: z.string(),
  commit_url: z.string(),
  /** When the session and the content cookies stop working (ISO time): the player opens the package again after. */
  expires_at: z.string(),
  scorm: z.nullable(
    z.object({
      version: z.enum(SCORM_VERSIONS),
      cmi: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type TPackageLaunch = z.infer<typeof ZPackageLaunch>;

/* ------------------------------------------------------------------ requests */

/** POST /package-player/{id}/open: the item (SCO or AU id) to launch; the package's first item when left out. */
export const ZPackageOpenBody = z.object({
  item: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
});
export type TPackageOpenBody = z.infer<typeof ZPackageOpenBody>;

/**
 * GET /package-player/enter/{session}: where to go once the content cookies are set, a path of the session's own
 * package (`/content/{companyId}/{assetId}/…`, with its query); the SCORM launch page when left out.
 */
export const ZPackageEnterQuery = z.object({
  to: z.optional(
    z.string().check(z.maxLength(8192), z.startsWith(PACKAGE_CONTENT_PATH, PACKAGE_PLAYER_TEXT.ENTER_TARGET_INVALID)),
  ),
});

/** The launch session of a commit URL: `<claims>.<signature>`, both base64url. */
export const ZPackageSessionParam = z.object({
  session: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(2048),
      z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, PACKAGE_PLAYER_TEXT.SESSION_INVALID),
    ),
});

/** The size of a value as JSON (UTF-8 bytes), what the commit limit counts. */
function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

/**
 * POST /package-player/commit/{session}: scorm-again's JSON commit (`cmi` as its `renderCommitCMI` gives it, the
 * whole tree) and `finished` once the content has called LMSFinish/Terminate. Sent as application/json by fetch or
 * as text/plain by `navigator.sendBeacon`; at most PACKAGE_COMMIT_MAX_BYTES.
 */
export const ZPackageCommitBody = z.object({
  cmi: z
    .record(z.string(), z.unknown(), { error: PACKAGE_PLAYER_TEXT.CMI_INVALID })
    .check(z.refine((cmi) => jsonBytes(cmi) <= PACKAGE_COMMIT_MAX_BYTES, PACKAGE_PLAYER_TEXT.CMI_TOO_LARGE)),
  finished: z.optional(z.boolean()),
});
export type TPackageCommitBody = z.infer<typeof ZPackageCommitBody>;

/* ------------------------------------------------------------------ the player ↔ launch page bridge */

/** A SCORM 2004 SCO's navigation request as it terminated: flow (continue, previous) or choice of an item. */
export const ZScormNavRequest = z.union([
  z.object({ kind: z.literal('continue') }),
  z.object({ kind: z.literal('previous') }),
  z.object({ kind: z.literal('choice'), target: z.string().check(z.minLength(1), z.maxLength(255)) }),
]);
export type TScormNavRequest = z.infer<typeof ZScormNavRequest>;

/**
 * The course player's one message to the launch page (content origin): what packagePlayer.open answered that the
 * SCORM runtime needs, and the learner's id and name (cmi.core.student_id / learner_id). Paths only, on the content
 * origin: the launch page loads nothing outside the package and posts commits nowhere else.
 */
export const ZScormStartMessage = z.object({
  type: z.literal(PACKAGE_BRIDGE.START),
  version: z.enum(SCORM_VERSIONS),
  cmi: z.record(z.string(), z.unknown()),
  item: z.object({ parameters: z.nullable(z.string()), mastery_score: z.nullable(z.number()) }),
  learner: z.object({ id: z.string(), name: z.string() }),
  title: z.string().check(z.maxLength(500)),
  content_path: z.string().check(z.startsWith(PACKAGE_CONTENT_PATH)),
  commit_path: z.string().check(z.startsWith('/v1/package-player/commit/')),
});
export type TScormStartMessage = z.infer<typeof ZScormStartMessage>;

/** What the launch page tells the course player: ready for its launch, a commit saved or failed, a navigation. */
export const ZLaunchPageMessage = z.union([
  z.object({ type: z.literal(PACKAGE_BRIDGE.READY) }),
  z.object({ type: z.literal(PACKAGE_BRIDGE.SAVED), finished: z.boolean() }),
  z.object({ type: z.literal(PACKAGE_BRIDGE.FAILED) }),
  z.object({ type: z.literal(PACKAGE_BRIDGE.NAVIGATE), request: ZScormNavRequest }),
]);
export type TLaunchPageMessage = z.infer<typeof ZLaunchPageMessage>;
