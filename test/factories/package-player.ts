import type { TCmi5MoveOn, TPackageStandard } from '@skillway/shared';
import { storedPackage } from './stored-package';

/**
 * A SCORM package on a course (ready unless told otherwise) with its launch pages, as the unpack worker leaves it
 * (storedPackage), so the player's tests need neither a zip nor the worker.
 */
export interface TPackageItemSpec {
  id: string;
  title?: string;
  launch?: string;
  mastery_score?: number | null;
  move_on?: TCmi5MoveOn | null;
}

export async function addReadyPackage(
  companyId: string,
  courseId: string,
  options: {
    standard?: TPackageStandard;
    status?: 'processing' | 'ready' | 'failed';
    items?: TPackageItemSpec[];
    mastery_score?: number | null;
    title?: string;
  } = {},
): Promise<string> {
  const items = (options.items ?? [{ id: 'sco-1' }]).map((item, index) => ({
    id: item.id,
    title: item.title ?? `Lesson ${index + 1}`,
    launch: item.launch ?? `sco${index + 1}/index.html`,
    ...(item.mastery_score !== undefined && item.mastery_score !== null ? { mastery_score: item.mastery_score } : {}),
    ...(item.move_on ? { move_on: item.move_on } : {}),
  }));
  const standard = options.standard ?? 'scorm12';
  const status = options.status ?? 'ready';
  const title = options.title ?? 'Package';
  return storedPackage(
    companyId,
    courseId,
    {
      status,
      ...(status === 'ready' ? { standard, version: standard === 'scorm12' ? '1.2' : '2004 4th Edition' } : {}),
      title,
      ...(options.mastery_score !== undefined && options.mastery_score !== null
        ? { mastery_score: options.mastery_score }
        : {}),
      items: status === 'ready' ? items : [],
    },
    { title, files: true },
  );
}

/** The Cookie header a browser would send back for the Set-Cookie values of a response. */
function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * What the player's frame does first: packagePlayer.enter on the content origin (the launch's `launch_url`), with
 * `to` for an xAPI or cmi5 launch path. Answers the redirect's status and location, the Set-Cookie values and the
 * Cookie header a browser would send back to the content origin.
 */
export async function enterPackage(launchUrl: string, to?: string) {
  const url = new URL(launchUrl);
  if (to !== undefined) url.searchParams.set('to', to);
  const entered = await fetch(url, { redirect: 'manual' });
  return {
    status: entered.status,
    location: entered.headers.get('location'),
    setCookies: entered.headers.getSetCookie(),
    cookie: cookieHeader(entered.headers),
    headers: entered.headers,
    body:
      entered.status >= 400
        ? ((await entered.json()) as { message?: string; errors?: Record<string, string[]> })
        : null,
  };
}
