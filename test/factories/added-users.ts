/**
 * Users added through the API the way the Add User panel does it (POST /v1/user by an administrator), and signed
 * in the way a new user does it: temporary password, then the default-password reset, then a real session.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_PASSWORD, uniqueEmail } from './accounts';
import { call, login } from './http';

export interface TAddedUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role_id: number;
  [key: string]: unknown;
}

/** POST /v1/user as the administrator; throws unless it answers 201. */
export async function addUser(adminToken: string, overrides: Record<string, unknown> = {}): Promise<TAddedUser> {
  const result = await call('POST', '/v1/user', {
    token: adminToken,
    body: {
      first_name: 'Pat',
      last_name: `Person-${randomUUID().slice(0, 4)}`,
      email: uniqueEmail('person'),
      role_id: 3,
      ...overrides,
    },
  });
  if (result.status !== 201) throw new Error(`add user failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.data as TAddedUser;
}

/**
 * Signs a user in for the first time: the administrator's temporary password leads to the default-password reset,
 * which sets `password` as their own; then a normal sign-in.
 */
async function activate(email: string, temporaryPassword: string, password = DEFAULT_PASSWORD) {
  const first = await call('POST', '/v1/clients/web/admin/login', { body: { email, password: temporaryPassword } });
  if (first.status !== 200) throw new Error(`first sign-in failed: ${first.status} ${JSON.stringify(first.body)}`);
  const reset = await call('POST', '/v1/password/reset', {
    body: { email, token: first.body.user.user_token, password, confirm_password: password, isResetPassword: 0 },
  });
  if (reset.status !== 200) throw new Error(`reset failed: ${reset.status} ${JSON.stringify(reset.body)}`);
  return login(email, password);
}

/** A user added by the administrator and signed in: `{ user, token, password }`. */
export async function addSignedInUser(adminToken: string, overrides: Record<string, unknown> = {}) {
  const temporary = 'Temp!Pass1x';
  const user = await addUser(adminToken, { password: temporary, confirm_password: temporary, ...overrides });
  const session = await activate(user.email, temporary);
  return { user, token: session.token, password: DEFAULT_PASSWORD };
}

/** Makes `manager` a Team Manager whose team is exactly `memberIds` (PUT /users/{id} as the administrator). */
export async function setManagerTeam(adminToken: string, manager: TAddedUser, memberIds: readonly string[]) {
  const saved = await call('PUT', `/v1/users/${manager.id}`, {
    token: adminToken,
    body: {
      first_name: manager.first_name,
      last_name: manager.last_name,
      email: manager.email,
      role_id: 4,
      assigned_users: memberIds,
    },
  });
  if (saved.status !== 200) throw new Error(`team not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
}
