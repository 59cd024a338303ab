import type { IncomingMessage } from 'node:http';
import { jsonResponse, type THttpResponse } from './lambda-response';
import type { TScheduler } from './scheduler';

/** Local-only, like `/_local/mail`: never on AWS. */
export const SCHEDULES_PATH = '/_local/schedules';

export type TScheduleControl = Pick<TScheduler, 'list' | 'runNow' | 'has'>;

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * A browser page on another origin may send a simple POST to localhost; a run is harmless (idempotent), but it is
 * still refused: only same-origin pages and tools that send no Origin (curl, `npm run schedule`) may run one.
 */
export function crossOrigin(req: IncomingMessage): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/**
 * `GET /_local/schedules`: every schedule (name, cron, time zone, last run). `POST /_local/schedules/{name}` runs one
 * now and answers with the finished run (its summary, or its error); `?now=<ISO time>` gives the run a fixed clock.
 */
export async function serveSchedules(
  req: IncomingMessage,
  url: URL,
  scheduler: TScheduleControl | undefined,
): Promise<THttpResponse> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (!scheduler) return jsonResponse(503, { message: 'Service Unavailable' }, { 'retry-after': '1' });
  const rest = url.pathname.slice(SCHEDULES_PATH.length).replace(/^\/+|\/+$/g, '');

  if (!rest) {
    if (method !== 'GET' && method !== 'HEAD')
      return jsonResponse(405, { message: 'Method Not Allowed' }, { allow: 'GET' });
    return jsonResponse(200, { data: scheduler.list() }, NO_STORE);
  }

  const name = decodeURIComponent(rest);
  if (name.includes('/') || !scheduler.has(name)) return jsonResponse(404, { message: `No schedule ${name}` });
  if (method !== 'POST') return jsonResponse(405, { message: 'Method Not Allowed' }, { allow: 'POST' });
  if (crossOrigin(req)) return jsonResponse(403, { message: 'Forbidden' });

  const now = url.searchParams.get('now') ?? undefined;
  if (now !== undefined && Number.isNaN(new Date(now).getTime())) {
    return jsonResponse(422, { message: 'The given data was invalid.', errors: { now: ['now must be an ISO time.'] } });
  }
  const run = await scheduler.runNow(name, now === undefined ? {} : { now: new Date(now).toISOString() });
  return jsonResponse(run.status === 'succeeded' ? 200 : 500, { data: run }, NO_STORE);
}
