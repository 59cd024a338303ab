import { PACKAGE_LAUNCH_PAGE, PACKAGE_PLAYER_TEXT } from '@skillway/shared';
import { DEFAULT_LANGUAGE } from '@skillway/shared/constants/languages';
import { AppError } from '../../platform/http/app-error';
import { browserAppUrl } from '../../platform/http/browser-origin';
import { contentAccessCookies, packageContentPath } from './content-cookies';
import { readLaunchSession } from './launch-session';

export interface TEntered {
  /** Where the frame goes next, a path on the content origin. */
  location: string;
  /** Set-Cookie values: the content access cookies of the session's package. */
  cookies: string[];
}

/** True when `target` is a path inside `prefix` that no `..`, backslash or second slash can lead out of. */
function staysInside(target: string, prefix: string): boolean {
  if (!target.startsWith(prefix)) return false;
  const path = target.split(/[?#]/)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return (
    !decoded.includes('\\') &&
    !decoded.includes('//') &&
    !decoded.split('/').some((part) => part === '..' || part === '.')
  );
}

/**
 * The content origin's way in for one launch session: the content access cookies of its package, set by this
 * origin's own answer (the app's origin cannot set them here), then the SCORM launch page, told the app origin it
 * may talk to and the learner's language (`lang`, from the session: its notes and `<html lang>`), or `to`, a file of
 * the same package (an xAPI or cmi5 launch URL). A session that does not verify is
 * 401; a `to` outside the session's package is refused, so the way in opens nothing else.
 */
export function enterPackage(token: string, to: string | undefined): TEntered {
  const session = readLaunchSession(token);
  if (!session) throw new AppError('UNAUTHENTICATED', PACKAGE_PLAYER_TEXT.SESSION_INVALID);
  const prefix = packageContentPath(session.companyId, session.assetId);
  if (to !== undefined && !staysInside(to, prefix))
    throw AppError.field('to', PACKAGE_PLAYER_TEXT.ENTER_TARGET_INVALID);
  const launchPage = new URLSearchParams({ app: browserAppUrl(), lang: session.language ?? DEFAULT_LANGUAGE });
  const location = to ?? `${PACKAGE_LAUNCH_PAGE}?${launchPage.toString()}`;
  return { location, cookies: contentAccessCookies(session.companyId, session.assetId, session.expiresAt) };
}
