import { useSyncExternalStore } from 'react';
import type { TAuthUser } from '@skillway/shared';

/** What the browser keeps between visits: the tokens the API issued and the user they belong to. */
export interface TStoredSession {
  access_token: string;
  refresh_token: string;
  user: TAuthUser;
}

const SESSION_STORAGE_KEY = 'skillway.session';

type TListener = () => void;
const listeners = new Set<TListener>();
let cached: TStoredSession | null | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then behaves as logged out.
    return undefined;
  }
}

function isStoredSession(value: unknown): value is TStoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const user = v.user as Record<string, unknown> | undefined;
  return (
    typeof v.access_token === 'string' &&
    typeof v.refresh_token === 'string' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string' &&
    typeof user.role_id === 'number'
  );
}

function read(): TStoredSession | null {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? parsed : null;
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
  cached = session;
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
}

/** Keeps the refresh token and user; used after `auth.refresh` and after the user edits their names. */
export function updateSession(patch: { access_token?: string; user?: Partial<TAuthUser> }): void {
  const current = getSession();
  if (current) setSession({ ...current, ...patch, user: { ...current.user, ...patch.user } });
}

export function clearSession(): void {
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
    cached = read();
    notify();
  });
}

export function useSession(): TStoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
