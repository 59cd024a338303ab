/**
 * People fixtures for API tests: users of a company created through the domain service (the same call the Add User
 * screen makes), signed in when a test needs their token, and groups through the API.
 */
import { ROLE, type TRoleId } from '@skillway/shared';
import { DEFAULT_PASSWORD, uniqueEmail } from './accounts';
import { call, login } from './http';

export interface TPerson {
  id: string;
  email: string;
  companyId: string;
}

export async function addPerson(companyId: string, roleId: TRoleId = ROLE.USER, label = 'person'): Promise<TPerson> {
  const { createCompanyUser } = await import('@skillway/functions/core/people/users/create-user');
  const email = uniqueEmail(label);
  const { user } = await createCompanyUser(
    companyId,
    { first_name: label, last_name: 'Fixture', email, role_id: roleId },
    { password: DEFAULT_PASSWORD, mustChangePassword: false },
  );
  return { id: user.user_id, email, companyId };
}

export async function signIn(person: TPerson): Promise<string> {
  return (await login(person.email, DEFAULT_PASSWORD)).token;
}

export async function addGroup(adminToken: string, name: string, description?: string): Promise<string> {
  const created = await call('POST', '/v1/group', {
    token: adminToken,
    body: { name, ...(description ? { description } : {}) },
  });
  if (created.status !== 201) throw new Error(`group not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data.id as string;
}

/** Puts users in a group (the group's Add Users panel). */
export async function addGroupMembers(adminToken: string, groupId: string, userIds: readonly string[]): Promise<void> {
  const added = await call('POST', `/v1/groups/users/add/${groupId}`, {
    token: adminToken,
    body: { assign_users: userIds },
  });
  if (added.status !== 200) throw new Error(`members not added: ${added.status} ${JSON.stringify(added.body)}`);
}
