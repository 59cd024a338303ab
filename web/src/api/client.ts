import { MSG, type TOperationId, type TOperations, type TOpRequest, type TOpResponse } from '@skillway/shared';
import { ApiError, apiErrorFromBody } from './api-error';
import { fillPath, toQueryString } from './build-request';
import type { OPERATION_ROUTES, TOperationRoute } from './operation-routes';
import type { STAFF_OPERATION_ROUTES } from './staff-operation-routes';
import { clearSession, getSession, updateSession } from './session';

type TOp<Id extends TOperationId> = TOperations[Id];
type TReq<Id extends TOperationId> = TOpRequest<TOp<Id>>;

/** Query values may be given as numbers; they travel as text either way. */
type TLooseQuery<Q> = { [K in keyof Q]?: Q[K] extends string | undefined ? Q[K] | number : Q[K] };

type TSlot<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V };

/** `params` and `body` are required exactly when the operation declares them; `query` is always optional. */
export type TApiArgs<Id extends TOperationId> = TSlot<'params', TReq<Id>['params']> &
  TSlot<'body', TReq<Id>['body']> & { query?: TLooseQuery<Exclude<TReq<Id>['query'], undefined>> };

export type TApiResult<Id extends TOperationId> = TOpResponse<TOp<Id>>;

export interface TApiOptions {
  signal?: AbortSignal;
}

type TNeedsArgs<Id extends TOperationId> = [TReq<Id>['params']] extends [undefined]
  ? [TReq<Id>['body']] extends [undefined]
    ? false
    : true
  : true;

type TArgsTuple<Id extends TOperationId> =
  TNeedsArgs<Id> extends true
    ? [args: TApiArgs<Id>, options?: TApiOptions]
    : [args?: TApiArgs<Id>, options?: TApiOptions];

type TUnauthorizedHandler = () => void;
let unauthorizedHandler: TUnauthorizedHandler = () => window.location.assign('/login');

/** The app decides where a logged-out user goes (the router); the client only reports it. */
export function onUnauthorized(handler: TUnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

interface TRawRequest {
  method: string;
  url: string;
  body: unknown;
  token: string | null;
  signal: AbortSignal | undefined;
}

async function send(request: TRawRequest): Promise<{ status: number; body: unknown; requestId?: string }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body sets its own multipart Content-Type (with the boundary); anything else travels as JSON.
  const isForm = request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : isForm ? (request.body as FormData) : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, MSG.GENERIC_ERROR);
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  return { status: response.status, body, requestId: response.headers.get('x-request-id') ?? undefined };
}

let operationRoutes: Promise<typeof OPERATION_ROUTES> | undefined;
let staffOperationRoutes: Promise<typeof STAFF_OPERATION_ROUTES> | undefined;

/**
 * The method, path and access of every operation a learner's or a manager's screens call: a chunk of its own (a few
 * KB), fetched for the first call, so the login page paints without it. Screens that call at once start it early
 * (main.tsx). Tried again after a failed fetch.
 */
export function loadOperationRoutes(): Promise<typeof OPERATION_ROUTES> {
  operationRoutes ??= import('./operation-routes')
    .then((module) => module.OPERATION_ROUTES)
    .catch((error: unknown) => {
      operationRoutes = undefined;
      throw error;
    });
  return operationRoutes;
}

/** The administrators' and super administrators' operations' routes (./staff-operation-routes.ts), likewise. */
export function loadStaffOperationRoutes(): Promise<typeof STAFF_OPERATION_ROUTES> {
  staffOperationRoutes ??= import('./staff-operation-routes')
    .then((module) => module.STAFF_OPERATION_ROUTES)
    .catch((error: unknown) => {
      staffOperationRoutes = undefined;
      throw error;
    });
  return staffOperationRoutes;
}

/** An operation's route: from the learner's table, else the staff table (fetched only for an operation not there). */
async function operationRoute(id: TOperationId): Promise<TOperationRoute | undefined> {
  return (await loadOperationRoutes())[id] ?? (await loadStaffOperationRoutes())[id];
}

let refreshing: Promise<boolean> | null = null;

/**
 * Asks for a new access token with the refresh cookie (the browser sends it; the page never sees it); concurrent
 * callers share one attempt. After a reload this is what restores the session. One attempt at a time matters: each
 * refresh replaces the cookie's one-time nonce, and the server reads an old nonce sent again after a short grace as a
 * stolen cookie and ends the session.
 */
function refreshAccessToken(): Promise<boolean> {
  const session = getSession();
  if (!session) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const op = await operationRoute('auth.refresh');
      if (!op) return false;
      const result = await send({ method: op.method, url: op.path, body: {}, token: null, signal: undefined });
      const data = result.body as { access_token?: unknown } | undefined;
      if (result.status !== 200 || typeof data?.access_token !== 'string') return false;
      // Someone may have logged out, or another user in, while the refresh was in flight.
      if (getSession()?.user.id !== session.user.id) return false;
      updateSession({ access_token: data.access_token });
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * After a reload of a signed-in page, starts bringing the access token back at once (main.tsx), beside the fetching
 * of the screen's code, rather than when the screen's first call finds it missing: that call then shares this one
 * refresh. Nothing to do signed out or with a token in memory.
 */
export function restoreAccessToken(): void {
  const session = getSession();
  if (session && !session.access_token) void refreshAccessToken();
}

/**
 * After a 401 on a call made with `used`: true once a token to retry with is in memory. When another call has
 * already replaced that token (its own 401 came first), the new one is retried as it is; a second refresh would only
 * rotate the refresh cookie again for nothing.
 */
function renewToken(used: string): Promise<boolean> {
  const current = getSession()?.access_token;
  return current && current !== used ? Promise.resolve(true) : refreshAccessToken();
}

function endSession(): void {
  clearSession();
  unauthorizedHandler();
}

/**
 * Calls one manifest operation by id: fills the path, adds the query and the Bearer token, parses JSON and
 * throws an ApiError on failure. A 401 on a signed-in call refreshes the token once, then logs out.
 */
export async function api<Id extends TOperationId>(
  id: Id,
  ...[args, options]: TArgsTuple<Id>
): Promise<TApiResult<Id>> {
  const a = (args ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  return call(id, a, a.body, options) as Promise<TApiResult<Id>>;
}

/**
 * Calls an operation whose body is a multipart form (a file upload such as `imports.users`), with the same
 * token handling as `api`. Path parameters and query are given as for `api`.
 */
export async function apiForm<Id extends TOperationId>(
  id: Id,
  form: FormData,
  args: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
  options?: TApiOptions,
): Promise<TApiResult<Id>> {
  return call(id, args, form, options) as Promise<TApiResult<Id>>;
}

async function call(
  id: TOperationId,
  a: { params?: Record<string, unknown>; query?: Record<string, unknown> },
  body: unknown,
  options: TApiOptions | undefined,
): Promise<unknown> {
  const op = await operationRoute(id);
  // The production table holds the operations the SPA's sources name (vite.config.ts): an id built at run time
  // would not be there.
  if (!op) throw new Error(`No route for ${id}`);
  const url = fillPath(op.path, a.params) + toQueryString(a.query);
  const signedIn = op.access !== 'public' && getSession() !== null;
  // After a reload the access token is not there yet: the refresh cookie brings it back first.
  if (signedIn && !getSession()?.access_token && !(await refreshAccessToken())) {
    endSession();
    throw apiErrorFromBody(401, { message: MSG.UNAUTHENTICATED });
  }
  const token = op.access === 'public' ? null : getSession()?.access_token || null;
  const request: TRawRequest = { method: op.method, url, body, token, signal: options?.signal };

  let result = await send(request);
  if (result.status === 401 && token) {
    if (await renewToken(token)) {
      result = await send({ ...request, token: getSession()?.access_token || null });
    }
    if (result.status === 401) {
      endSession();
      throw apiErrorFromBody(401, result.body ?? { message: MSG.UNAUTHENTICATED }, result.requestId);
    }
  }
  if (result.status < 200 || result.status >= 300) throw apiErrorFromBody(result.status, result.body, result.requestId);
  return result.body;
}
