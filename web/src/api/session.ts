import { useSyncExternalStore } from 'react';
import type { TAuthUser } from '@skillway/shared';

/**
 * The signed-in session: the user (kept in localStorage between visits, so a reload draws the right screens at
 * once) and the access token, kept in memory only: empty after a reload until the client restores it through the
 * refresh call, whose HttpOnly cookie holds the refresh token. No token is ever in storage a script can read.
 */
export interface TStoredSession {
  access_token: string;
  user: TAuthUser;
}

const SESSION_STORAGE_KEY = 'skillway.session';

type TListener = () => void;
const listeners = new Set<TListener>();
let cached: TStoredSession | null | undefined;
/** The access token, in this tab's memory only. */
let accessToken = '';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then behaves as logged out.
    return undefined;
  }
}

function isStoredUser(value: unknown): value is { user: TAuthUser } {
  if (typeof value !== 'object' || value === null) return false;
  const user = (value as Record<string, unknown>).user as Record<string, unknown> | undefined;
  return typeof user === 'object' && user !== null && typeof user.id === 'string' && typeof user.role_id === 'number';
}

function read(): TStoredSession | null {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed) ? { access_token: accessToken, user: parsed.user } : null;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSession(): TStoredSession | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function setSession(session: TStoredSession): void {
  accessToken = session.access_token;
  cached = session;
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: session.user }));
  notify();
}

/** Keeps the user; used after `auth.refresh` (a new access token) and after the user edits their names. */
export function updateSession(patch: { access_token?: string; user?: Partial<TAuthUser> }): void {
  const current = getSession();
  if (current) setSession({ ...current, ...patch, user: { ...current.user, ...patch.user } });
}

export function clearSession(): void {
  accessToken = '';
  cached = null;
  storage()?.removeItem(SESSION_STORAGE_KEY);
  notify();
}

function subscribeSession(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logged in or out: re-read so every tab agrees.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const before = cached?.user.id;
    const next = read();
    // Another user signed in in another tab: this tab's token was the previous user's.
    if (!next || next.user.id !== before) accessToken = '';
    cached = next ? { ...next, access_token: accessToken } : null;
    notify();
  });
}

export function useSession(): TStoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
