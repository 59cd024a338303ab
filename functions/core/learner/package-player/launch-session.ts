import { PACKAGE_SESSION_TTL_SECONDS } from '@skillway/shared';
import { isLanguage, type TLanguage } from '@skillway/shared/constants/languages';
import { sign, verifySignature } from '../../platform/crypto/signing';

/**
 * The launch session of an opened package: what the SCORM runtime's commits prove they come from. It is the token
 * in the commit URL (`navigator.sendBeacon` cannot send an Authorization header), so it is bound to everything a
 * commit changes (company, learner, course, material, item, and the enrolment's start) and expires after
 * PACKAGE_SESSION_TTL_SECONDS. Format: `<claims>.<signature>`, base64url JSON claims signed with HMAC-SHA256 under
 * this purpose's own key (platform/crypto/signing), so no other signed link verifies as one.
 */
const PURPOSE = 'package-session';

export interface TLaunchSession {
  companyId: string;
  userId: string;
  courseId: string;
  assetId: string;
  itemId: string;
  /** The Enrolment's `started_at` when the package was opened: a reset or a new enrolment ends the session. */
  startedAt: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  /**
   * The learner's language when the package was opened (issue 34): the content origin never sees their session, so
   * the launch page learns it from here. Absent in a session issued before languages (English).
   */
  language?: TLanguage;
}

interface TClaims {
  c: string;
  u: string;
  k: string;
  a: string;
  i: string;
  s: string;
  e: number;
  l?: string;
}

export function issueLaunchSession(
  session: Omit<TLaunchSession, 'expiresAt'>,
  now = Date.now(),
): { token: string; expiresAt: number } {
  const expiresAt = Math.floor(now / 1000) + PACKAGE_SESSION_TTL_SECONDS;
  const claims: TClaims = {
    c: session.companyId,
    u: session.userId,
    k: session.courseId,
    a: session.assetId,
    i: session.itemId,
    s: session.startedAt,
    e: expiresAt,
    ...(session.language ? { l: session.language } : {}),
  };
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return { token: `${body}.${sign(PURPOSE, [body])}`, expiresAt };
}

function isClaims(value: unknown): value is TClaims {
  if (!value || typeof value !== 'object') return false;
  const claims = value as Record<string, unknown>;
  return (
    ['c', 'u', 'k', 'a', 'i', 's'].every((name) => typeof claims[name] === 'string' && claims[name] !== '') &&
    typeof claims.e === 'number'
  );
}

/** The session a token names, or undefined when its signature does not verify, it is malformed or it has expired. */
export function readLaunchSession(token: string, now = Date.now()): TLaunchSession | undefined {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return undefined;
  if (!verifySignature(PURPOSE, [body], signature)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isClaims(claims) || claims.e * 1000 <= now) return undefined;
  return {
    companyId: claims.c,
    userId: claims.u,
    courseId: claims.k,
    assetId: claims.a,
    itemId: claims.i,
    startedAt: claims.s,
    expiresAt: claims.e,
    ...(isLanguage(claims.l) ? { language: claims.l } : {}),
  };
}
