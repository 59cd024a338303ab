import * as z from 'zod/mini';
import { PACKAGE_STANDARDS } from '../constants/packages';
import { PACKAGE_COMMIT_MAX_BYTES, PACKAGE_PLAYER_TEXT, SCORM_VERSIONS } from '../constants/package-player';
import { ZPackageItem } from './courses/materials';

/* ------------------------------------------------------------------ responses */

/**
 * POST /package-player/{id}/open: what the player launches. `content_url` is a same-origin path (no host) under
 * `/content/{companyId}/{assetId}/`, readable with the content access cookies the same answer sets; `session` the
 * short-lived launch token, `commit_url` where the SCORM runtime posts its cmi (the token is the credential, so
 * `navigator.sendBeacon` works). `scorm` is null for xAPI and cmi5 packages (their launch is `xapi.launch`); for
 * SCORM it holds the saved cmi tree of this enrolment and item (scorm-again's `loadFromJSON`), `{}` on a first launch.
 */
export const ZPackageLaunch = z.object({
  asset_id: z.string(),
  standard: z.enum(PACKAGE_STANDARDS),
  item: ZPackageItem,
  items: z.array(ZPackageItem),
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

/** The launch session of a commit URL: `<claims>.<signature>`, both base64url. */
export const ZPackageSessionParam = z.object({
  session: z.string().check(z.minLength(1), z.maxLength(2048), z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, PACKAGE_PLAYER_TEXT.SESSION_INVALID)),
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
