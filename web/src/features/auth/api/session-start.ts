import type { TSession } from '@skillway/shared';
import { setSession } from '../../../api';

/** Keeps what the API issued; the profile is fetched fresh by the guard on the next route. */
export function startSession(session: TSession): void {
  setSession({ access_token: session.access_token, user: session.user });
}
